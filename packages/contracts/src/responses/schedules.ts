import { z } from 'zod';
import { scheduleStatuses } from '../schemas/schedules';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const scheduleExample = {
  id: 31,
  companyId: 2,
  body: 'Olá {{firstName}}! Sua consulta é amanhã às 9h.',
  sendAt: '2025-03-15T12:00:00.000Z',
  sentAt: null,
  status: 'PENDENTE',
  contactId: 77,
  ticketId: null,
  userId: 5,
  whatsappId: null,
  messageId: null,
  error: null,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  contact: { id: 77, name: 'Carla Mendes', number: '5511989039839', profilePicUrl: '' },
  user: { id: 5, name: 'Bruno Atendente' },
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A scheduled message: PENDENTE until sent (ENVIADA, with sentAt and the message), or ERRO with the reason. */
export const Schedule = z
  .object({
    id: entityId,
    companyId: entityId,
    body: z.string(),
    sendAt: isoDateTime,
    sentAt: isoDateTime.nullable(),
    status: z.enum(scheduleStatuses),
    contactId: entityId,
    ticketId: nullableId,
    userId: nullableId,
    whatsappId: nullableId,
    messageId: nullableId,
    error: z.string().nullable(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    contact: z.object({ id: entityId, name: z.string(), number: z.string(), profilePicUrl: z.string() }).nullable(),
    user: z.object({ id: entityId, name: z.string() }).nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Schedule', example: scheduleExample });
export type Schedule = z.infer<typeof Schedule>;

export const ScheduleList = z.object({ schedules: z.array(Schedule), count, hasMore: z.boolean() }).meta({ id: 'ScheduleList', example: { schedules: [scheduleExample], count: 1, hasMore: false } });
export type ScheduleList = z.infer<typeof ScheduleList>;
