import { z } from 'zod';
import { intId } from './common';

export const TicketNoteBody = z.object({
  note: z.string().trim().min(2, 'note too short').max(5000, 'note too long'),
  contactId: z.number().int().positive(),
  ticketId: z.number().int().positive().nullish(),
});
export type TicketNoteBody = z.infer<typeof TicketNoteBody>;
export const TicketNoteListQuery = z.object({ contactId: intId, ticketId: intId.optional() });
