import { z } from 'zod';
import { hhmm, nullableRefId } from './common';

const queueWeekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A colour as the palette sends it (`#RRGGBB`, `#RGB`, or a CSS name): 3–9 characters, no CSS syntax. */
export const colorValue = z
  .string()
  .trim()
  .min(3)
  .max(9)
  .regex(/^#?[0-9A-Za-z]+$/, 'expected a colour such as #RRGGBB');

const nullableOrder = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
  z.number().int().min(-1_000_000).max(1_000_000).nullable(),
);
const longText = z.string().max(10_000).nullable();

/** A queue's weekly hours: the seven days, each once, times ##:##. */
export const queueSchedules = z
  .array(z.object({ weekday: z.string().trim().min(1).max(30), weekdayEn: z.enum(queueWeekdays), startTime: hhmm, endTime: hhmm }))
  .length(7)
  .refine((days) => new Set(days.map((d) => d.weekdayEn)).size === 7, 'each weekday exactly once');

const queueFields = {
  name: z.string().trim().min(2, 'nameShort').max(50, 'nameLong'),
  color: colorValue,
  greetingMessage: longText,
  outOfHoursMessage: longText,
  orderQueue: nullableOrder,
  integrationId: nullableRefId,
  promptId: nullableRefId,
  schedules: queueSchedules,
};

export const QueueCreateBody = z.object({
  ...queueFields,
  greetingMessage: longText.optional(),
  outOfHoursMessage: longText.optional(),
  orderQueue: nullableOrder.optional(),
  integrationId: nullableRefId.optional(),
  promptId: nullableRefId.optional(),
  schedules: queueSchedules.optional(),
});
export type QueueCreateBody = z.infer<typeof QueueCreateBody>;

export const QueueUpdateBody = z.object(queueFields).partial();
export type QueueUpdateBody = z.infer<typeof QueueUpdateBody>;
