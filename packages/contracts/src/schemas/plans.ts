import { z } from 'zod';
import { IdParam } from './common';

/** Bodies may carry numbers as numbers or as numeric text (form fields); nothing else coerces. */
const planCount = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'expected a whole number').transform(Number)])
  .pipe(z.number().int('expected a whole number').min(0).max(100000));
const planValue = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'expected a number').transform(Number)])
  .pipe(z.number().min(0).max(1_000_000_000));
const planFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const planFeatureFlags = ['useCampaigns', 'useKanban', 'useOpenAi', 'useIntegrations', 'useSchedules', 'useInternalChat', 'useExternalApi'] as const;
export type PlanFeatureFlag = (typeof planFeatureFlags)[number];

export const PlanBody = z.object({
  name: z.string().trim().min(1).max(100),
  users: planCount,
  connections: planCount,
  queues: planCount,
  value: planValue,
  isPublic: planFlag.optional(),
  useCampaigns: planFlag.optional(),
  useKanban: planFlag.optional(),
  useOpenAi: planFlag.optional(),
  useIntegrations: planFlag.optional(),
  useSchedules: planFlag.optional(),
  useInternalChat: planFlag.optional(),
  useExternalApi: planFlag.optional(),
});
export type PlanBody = z.infer<typeof PlanBody>;

/** PUT applies only the fields sent. */
export const PlanUpdateBody = PlanBody.partial();
export type PlanUpdateBody = z.infer<typeof PlanUpdateBody>;

export const PlanIdParam = IdParam;
