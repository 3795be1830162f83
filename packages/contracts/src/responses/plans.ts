import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

const count = z.number().int().min(0);
const planFields = {
  id: entityId,
  name: z.string(),
  users: count,
  connections: count,
  queues: count,
  value: z.number().min(0),
  useCampaigns: z.boolean(),
  useKanban: z.boolean(),
  useOpenAi: z.boolean(),
  useIntegrations: z.boolean(),
  useSchedules: z.boolean(),
  useInternalChat: z.boolean(),
  useExternalApi: z.boolean(),
};
const publicPlanExample = {
  id: 1,
  name: 'Plano Profissional',
  users: 10,
  connections: 3,
  queues: 5,
  value: 199.9,
  useCampaigns: true,
  useKanban: true,
  useOpenAi: false,
  useIntegrations: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: false,
};

/** A plan as sign-up and the company's own plan show it: limits, price and the seven feature flags. */
export const PublicPlan = z.object(planFields).meta({ id: 'PublicPlan', example: publicPlanExample });
export type PublicPlan = z.infer<typeof PublicPlan>;

/** A plan as the super user's screens read it. */
export const Plan = z
  .object({ ...planFields, isPublic: z.boolean(), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'Plan', example: { ...publicPlanExample, isPublic: true, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT } });
export type Plan = z.infer<typeof Plan>;

/** GET /companies/listPlan/{companyId}. */
export const CompanyPlanResult = z.object({ plan: PublicPlan }).meta({ id: 'CompanyPlanResult', example: { plan: publicPlanExample } });
export type CompanyPlanResult = z.infer<typeof CompanyPlanResult>;
