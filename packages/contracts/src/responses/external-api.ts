import { z } from 'zod';
import { ticketStatuses } from '../constants';
import { entityId } from './common';
import { Message, messageExample } from './messages';

/** What POST /api/messages/send answers: the message stored (the first, and all of a multipart send with several files), its ticket and contact. */
export const ExternalSent = z
  .object({
    message: Message,
    messages: z.array(Message),
    ticket: z.object({ id: entityId, uuid: z.string(), status: z.enum(ticketStatuses) }),
    contact: z.object({ id: entityId, number: z.string() }),
  })
  .meta({
    id: 'ExternalSent',
    example: {
      message: messageExample,
      messages: [messageExample],
      ticket: { id: 42, uuid: '3f1c9a52-8a07-4b8e-9b57-5d2f6c1e0a11', status: 'closed' },
      contact: { id: 7, number: '5511912345678' },
    },
  });
export type ExternalSent = z.infer<typeof ExternalSent>;

/** What POST /api/messages/checkNumber answers: whether the number is on WhatsApp, and its canonical form and id there. */
export const ExternalNumberCheck = z
  .object({ exists: z.boolean(), number: z.string(), jid: z.string().nullable() })
  .meta({ id: 'ExternalNumberCheck', example: { exists: true, number: '5511912345678', jid: '5511912345678@s.whatsapp.net' } });
export type ExternalNumberCheck = z.infer<typeof ExternalNumberCheck>;
