import { z } from 'zod';

/** Path and query ids arrive as text; bodies carry numbers. */
export const IdParam = z.object({ id: z.coerce.number().int().positive() });
export const intId = z.coerce.number().int().positive();

/**
 * Optional references arrive as numbers, numeric text, "", null or false (the last three clear them:
 * clients of this API family clear a prompt or an integration with `false`).
 */
export const nullableRefId = z.preprocess(
  (v) => (v === '' || v === false ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int().positive().nullable(),
);

/** Query-string booleans arrive as "true"/"false". */
export const queryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** Query-string arrays arrive as JSON text (`queueIds=[1,2]`). */
export const queryJsonIds = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    try {
      const parsed = JSON.parse(v);
      const arr = Array.isArray(parsed) ? parsed : [parsed];
      const ids = arr.map((x) => Number(x));
      if (ids.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('ids');
      return ids;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON array of ids' });
      return z.NEVER;
    }
  });

export const pageNumber = z.coerce.number().int().min(1).max(100000).default(1);
export const searchParam = z.string().max(200).optional().default('');

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const password = z.string().min(5).max(50);
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'format ##:##');
export const workingHours = z
  .array(z.object({ weekday: z.string().max(30), weekdayEn: z.string().max(30), startTime: hhmm, endTime: hhmm }))
  .max(7);
