import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime, nullableId, WorkingHours } from './common';

const hours = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
];

export const Queue = z
  .object({
    id: entityId,
    companyId: entityId,
    name: z.string(),
    color: z.string(),
    greetingMessage: z.string(),
    outOfHoursMessage: z.string(),
    orderQueue: z.number().int().nullable(),
    integrationId: nullableId,
    promptId: nullableId,
    schedules: WorkingHours,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({
    id: 'Queue',
    example: {
      id: 3,
      companyId: 2,
      name: 'Suporte',
      color: '#1976d2',
      greetingMessage: 'Bem-vindo ao suporte!',
      outOfHoursMessage: 'Estamos fora do horário de atendimento.',
      orderQueue: 1,
      integrationId: null,
      promptId: null,
      schedules: hours,
      createdAt: EXAMPLE_AT,
      updatedAt: EXAMPLE_AT,
    },
  });
export type Queue = z.infer<typeof Queue>;

const optionFields = {
  id: entityId,
  queueId: entityId,
  parentId: nullableId,
  title: z.string(),
  message: z.string(),
  /** Its number among its siblings ("1", "2", …). */
  option: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};
const optionExample = { id: 8, queueId: 3, parentId: null, title: 'Segunda via de boleto', message: 'Digite o CPF do titular.', option: '1', createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };

/** An option of a queue's bot menu. */
export const QueueOption = z.object(optionFields).meta({ id: 'QueueOption', example: optionExample });
export type QueueOption = z.infer<typeof QueueOption>;

/** GET /queue-options: each option with how many children it has. */
export const QueueOptionListItem = z.object({ ...optionFields, childrenCount: z.number().int().min(0) }).meta({ id: 'QueueOptionListItem', example: { ...optionExample, childrenCount: 2 } });
export type QueueOptionListItem = z.infer<typeof QueueOptionListItem>;

export type QueueOptionNode = QueueOption & { children: QueueOptionNode[] };
/** GET /queue-options/tree: a node of the option tree, children nested. */
export const QueueOptionNode: z.ZodType<QueueOptionNode> = z
  .object({
    ...optionFields,
    get children() {
      return z.array(QueueOptionNode);
    },
  })
  .meta({ id: 'QueueOptionNode', example: { ...optionExample, children: [{ ...optionExample, id: 9, parentId: 8, title: 'Pessoa física', children: [] }] } });
