import { z } from 'zod';
import { connectionStatuses } from '../constants';
import { providerKinds } from '../schemas/whatsapps';
import { EXAMPLE_AT, entityId, isoDateTime, nullableId, WorkingHours } from './common';

export const WhatsappQueue = z.object({ id: entityId, name: z.string(), color: z.string() }).meta({ id: 'WhatsappQueue', example: { id: 3, name: 'Suporte', color: '#1976d2' } });
export type WhatsappQueue = z.infer<typeof WhatsappQueue>;

/**
 * A connection (`whatsapp` in the spec's paths). `token` (the external API's) is sent to administrators
 * only, and so is the QR code (`qrcode` is "" for everyone else).
 */
export const Whatsapp = z
  .object({
    id: entityId,
    companyId: entityId,
    name: z.string(),
    provider: z.enum(providerKinds),
    status: z.enum(connectionStatuses),
    qrcode: z.string(),
    retries: z.number().int().min(0),
    number: z.string(),
    isDefault: z.boolean(),
    token: z.string().optional(),
    apiRateLimit: z.number().int().min(0),
    greetingMessage: z.string(),
    complationMessage: z.string(),
    outOfHoursMessage: z.string(),
    ratingMessage: z.string(),
    expiresInactiveMessage: z.string(),
    expiresTicket: z.number().int().min(0),
    timeUseBotQueues: z.number().int().min(0),
    maxUseBotQueues: z.number().int().min(0),
    transferQueueId: nullableId,
    timeToTransfer: z.number().int().min(0),
    promptId: nullableId,
    integrationId: nullableId,
    schedules: WorkingHours,
    queues: z.array(WhatsappQueue),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({
    id: 'Whatsapp',
    example: {
      id: 1,
      companyId: 2,
      name: 'Atendimento',
      provider: 'baileys',
      status: 'CONNECTED',
      qrcode: '',
      retries: 0,
      number: '5511912345678',
      isDefault: true,
      token: 'q8Yx2mV4cT9bN1rK6wP3sD7fG0hJ5lZa',
      apiRateLimit: 0,
      greetingMessage: 'Olá! Escolha uma opção:',
      complationMessage: 'Atendimento encerrado. Obrigado!',
      outOfHoursMessage: 'Estamos fora do horário de atendimento.',
      ratingMessage: '',
      expiresInactiveMessage: '',
      expiresTicket: 0,
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      transferQueueId: null,
      timeToTransfer: 0,
      promptId: null,
      integrationId: null,
      schedules: [],
      queues: [{ id: 3, name: 'Suporte', color: '#1976d2' }],
      createdAt: EXAMPLE_AT,
      updatedAt: EXAMPLE_AT,
    },
  });
export type Whatsapp = z.infer<typeof Whatsapp>;

/** The session part of a connection, as `whatsappSession` events carry it (the QR code for admins only). */
export const WhatsappSession = z
  .object({ id: entityId, status: z.enum(connectionStatuses), updatedAt: isoDateTime, qrcode: z.string(), retries: z.number().int().min(0) })
  .meta({ id: 'WhatsappSession', example: { id: 1, status: 'qrcode', updatedAt: EXAMPLE_AT, qrcode: '2@kXb7…', retries: 1 } });
export type WhatsappSession = z.infer<typeof WhatsappSession>;
