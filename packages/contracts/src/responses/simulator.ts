import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

/** A message of a simulated contact's phone: 'out' is what it received (with acks), 'in' what it wrote. */
export const SimulatorMessage = z
  .object({
    id: entityId,
    number: z.string(),
    name: z.string(),
    direction: z.enum(['in', 'out']),
    providerId: z.string(),
    body: z.string(),
    kind: z.string(),
    mediaUrl: z.url().nullable(),
    hasMedia: z.boolean(),
    ack: z.number().int().min(0),
    isDeleted: z.boolean(),
    isEdited: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({
    id: 'SimulatorMessage',
    example: { id: 1, number: '5511987654321', name: 'Maria Souza', direction: 'in', providerId: 'SIM3F2A1B0C', body: 'Oi!', kind: 'chat', mediaUrl: null, hasMedia: false, ack: 0, isDeleted: false, isEdited: false, createdAt: EXAMPLE_AT },
  });
export type SimulatorMessage = z.infer<typeof SimulatorMessage>;

/** POST /simulator/{whatsappId}/messages: the provider id of the message the simulated contact wrote. */
export const SimulatorInboundResult = z.object({ providerId: z.string() }).meta({ id: 'SimulatorInboundResult', example: { providerId: 'SIM3F2A1B0C' } });
export type SimulatorInboundResult = z.infer<typeof SimulatorInboundResult>;
