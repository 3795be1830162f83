import { z } from 'zod';
import { intId } from './common';

/** Top level is `parentId` null or -1 (the spec's query value); otherwise an option id. */
const parentRef = z.preprocess(
  (v) => (v === '' ? undefined : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
  z
    .number()
    .int()
    .refine((n) => n === -1 || n > 0, 'expected -1 (top level) or an option id'),
);
/** The option's number among its siblings (1..n); clients send it as a number or numeric text. */
const optionNumber = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), z.number().int().min(1).max(999));

export const QueueOptionListQuery = z.object({ queueId: intId, parentId: parentRef.optional() });
export const QueueOptionTreeQuery = z.object({ queueId: intId });

export const QueueOptionCreateBody = z.object({
  queueId: z.number().int().positive(),
  parentId: parentRef.nullable().optional(),
  title: z.string().trim().min(1).max(100),
  message: z.string().max(10_000).optional(),
  option: optionNumber.optional(),
});
export type QueueOptionCreateBody = z.infer<typeof QueueOptionCreateBody>;

export const QueueOptionUpdateBody = z.object({
  title: z.string().trim().min(1).max(100).optional(),
  message: z.string().max(10_000).optional(),
  option: optionNumber.optional(),
});
export type QueueOptionUpdateBody = z.infer<typeof QueueOptionUpdateBody>;
