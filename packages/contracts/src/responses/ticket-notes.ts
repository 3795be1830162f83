import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

/** A note on a contact, optionally tied to one of its tickets; `user` is its author (null once deleted). */
export const TicketNote = z
  .object({
    id: entityId,
    note: z.string(),
    userId: nullableId,
    contactId: entityId,
    ticketId: nullableId,
    companyId: entityId,
    user: z.object({ id: entityId, name: z.string() }).nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({
    id: 'TicketNote',
    example: { id: 9, note: 'Cliente pediu retorno amanhã às 10h.', userId: 7, contactId: 12, ticketId: 42, companyId: 2, user: { id: 7, name: 'Ana Lima' }, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT },
  });
export type TicketNote = z.infer<typeof TicketNote>;
