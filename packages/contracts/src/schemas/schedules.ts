import { z } from 'zod';
import { intId, nullableRefId, pageNumber, searchParam } from './common';

export const scheduleStatuses = ['PENDENTE', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/**
 * When a schedule is sent: an ISO date-time with an offset (an instant), or a wall-clock time without one
 * (`YYYY-MM-DDTHH:mm[:ss]` or with a space, as date-time inputs send it), read in the company's time zone.
 */
export const scheduleSendAt = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/, 'Obrigatório: a date and time (YYYY-MM-DDTHH:mm)');

const body = z.string().trim().min(5, 'Mensagem muito curta').max(4096);

export const ScheduleCreateBody = z.object({
  body,
  contactId: intId,
  sendAt: scheduleSendAt,
  ticketId: nullableRefId.optional(),
  whatsappId: nullableRefId.optional(),
});
export type ScheduleCreateBody = z.infer<typeof ScheduleCreateBody>;

export const ScheduleUpdateBody = ScheduleCreateBody.partial();
export type ScheduleUpdateBody = z.infer<typeof ScheduleUpdateBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'YYYY-MM-DD or an ISO date-time');

/** searchParam over the contact's name and the body; startDate/endDate bound `sendAt` (the calendar's visible range). */
export const ScheduleListQuery = z.object({
  searchParam,
  pageNumber,
  startDate: day.optional(),
  endDate: day.optional(),
  contactId: intId.optional(),
  status: z.enum(scheduleStatuses).optional(),
});
export type ScheduleListQuery = z.infer<typeof ScheduleListQuery>;

export const ScheduleMediaForm = z.object({ file: z.instanceof(File, { message: 'a file is required' }) });
