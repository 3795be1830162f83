import { z } from 'zod';
import type { Plan } from '@zapdesk/contracts';
import { planFlags, type PlanFlag } from './plan-types';

export type Translate = (key: string) => string;

const count = (t: Translate) => z.string().trim().refine((v) => /^\d{1,6}$/.test(v) && Number(v) <= 100000, t('errors.count'));

/** Name 1–100; users, connections and queues whole numbers 0–100000; value a price ("49,90" or "49.90"); flags and public. */
export function planFormSchema(t: Translate) {
  return z.object({
    name: z.string().trim().min(1, t('errors.nameRequired')).max(100, t('errors.nameLong')),
    users: count(t),
    connections: count(t),
    queues: count(t),
    value: z
      .string()
      .trim()
      .refine((v) => /^\d{1,9}([.,]\d{1,2})?$/.test(v), t('errors.value')),
    isPublic: z.boolean(),
    ...(Object.fromEntries(planFlags.map((f) => [f, z.boolean()])) as Record<PlanFlag, z.ZodBoolean>),
  });
}

export type PlanFormValues = z.infer<ReturnType<typeof planFormSchema>>;

export function planFormValues(p: Plan | null): PlanFormValues {
  return {
    name: p?.name ?? '',
    users: String(p?.users ?? 1),
    connections: String(p?.connections ?? 1),
    queues: String(p?.queues ?? 1),
    value: p ? String(p.value) : '0',
    isPublic: p?.isPublic ?? true,
    ...(Object.fromEntries(planFlags.map((f) => [f, p ? p[f] : true])) as Record<PlanFlag, boolean>),
  };
}

/** The POST/PUT /plans body: numbers as numbers, a comma decimal read as a point. */
export function planBody(v: PlanFormValues) {
  return {
    ...v,
    name: v.name.trim(),
    users: Number(v.users),
    connections: Number(v.connections),
    queues: Number(v.queues),
    value: Number(v.value.replace(',', '.')),
  };
}
