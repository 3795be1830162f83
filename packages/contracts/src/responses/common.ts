import { z } from 'zod';

/** Timestamps travel as ISO 8601 in UTC (`Date.prototype.toISOString`). */
export const isoDateTime = z.iso.datetime();
export const entityId = z.number().int().positive();
export const nullableId = entityId.nullable();
export const count = z.number().int().min(0);

/** The example instant of the documentation's examples. */
export const EXAMPLE_AT = '2025-03-14T12:30:00.000Z';

/** `{ message }`: what deletes and commands answer (the text is for people; clients read the status). */
export const ResultMessage = z.object({ message: z.string() }).meta({ id: 'ResultMessage', example: { message: 'Contact deleted' } });
export type ResultMessage = z.infer<typeof ResultMessage>;

/** A weekly-hours entry as stored (companies, queues, connections). */
export const WorkingHoursDay = z
  .object({ weekday: z.string(), weekdayEn: z.string(), startTime: z.string(), endTime: z.string() })
  .meta({ id: 'WorkingHoursDay', example: { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' } });
export type WorkingHoursDay = z.infer<typeof WorkingHoursDay>;
export const WorkingHours = z.array(WorkingHoursDay);
export type WorkingHours = z.infer<typeof WorkingHours>;
