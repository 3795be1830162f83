import { z } from 'zod';
import { profiles, ticketStatuses, connectionStatuses } from '../constants';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const contactExample = { id: 12, name: 'Maria Souza', number: '5511987654321', email: 'maria@example.com', profilePicUrl: '', isGroup: false };
const queueExample = { id: 3, name: 'Suporte', color: '#1976d2' };
const userExample = { id: 7, name: 'Ana Lima', email: 'ana@demo.zapdesk.local', profile: 'user' };
const whatsappExample = { id: 1, name: 'Atendimento', status: 'CONNECTED' };
export const ticketTagExample = { id: 5, name: 'VIP', color: '#e91e63', kanban: 0 };

export const TicketContact = z
  .object({ id: entityId, name: z.string(), number: z.string(), email: z.string(), profilePicUrl: z.string(), isGroup: z.boolean() })
  .meta({ id: 'TicketContact', example: contactExample });
export type TicketContact = z.infer<typeof TicketContact>;

export const TicketQueue = z.object({ id: entityId, name: z.string(), color: z.string() }).meta({ id: 'TicketQueue', example: queueExample });
export type TicketQueue = z.infer<typeof TicketQueue>;

export const TicketUser = z
  .object({ id: entityId, name: z.string(), email: z.string(), profile: z.enum(profiles) })
  .meta({ id: 'TicketUser', example: userExample });
export type TicketUser = z.infer<typeof TicketUser>;

export const TicketWhatsapp = z
  .object({ id: entityId, name: z.string(), status: z.enum(connectionStatuses) })
  .meta({ id: 'TicketWhatsapp', example: whatsappExample });
export type TicketWhatsapp = z.infer<typeof TicketWhatsapp>;

/** A tag as a ticket carries it; `kanban` 1 makes it a lane of the kanban board. */
export const TicketTag = z
  .object({ id: entityId, name: z.string(), color: z.string(), kanban: z.number().int().min(0).max(1) })
  .meta({ id: 'TicketTag', example: ticketTagExample });
export type TicketTag = z.infer<typeof TicketTag>;

export const ticketExample = {
  id: 42,
  uuid: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  status: 'open',
  companyId: 2,
  contactId: 12,
  userId: 7,
  queueId: 3,
  whatsappId: 1,
  unreadMessages: 2,
  lastMessage: 'Olá, preciso de ajuda com meu pedido',
  isGroup: false,
  chatbot: false,
  useIntegration: false,
  integrationId: null,
  promptId: null,
  protocol: '2025031442',
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
  contact: contactExample,
  queue: queueExample,
  user: userExample,
  whatsapp: whatsappExample,
  tags: [ticketTagExample],
};

/**
 * The ticket of the wire format (DECISIONS): always contact, queue, user and whatsapp (null when absent),
 * tags[], lastMessage ("" when none), unreadMessages and ISO timestamps.
 */
export const Ticket = z
  .object({
    id: entityId,
    uuid: z.uuid(),
    status: z.enum(ticketStatuses),
    companyId: entityId,
    contactId: entityId,
    userId: nullableId,
    queueId: nullableId,
    whatsappId: nullableId,
    unreadMessages: count,
    lastMessage: z.string(),
    isGroup: z.boolean(),
    chatbot: z.boolean(),
    useIntegration: z.boolean(),
    integrationId: nullableId,
    promptId: nullableId,
    protocol: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    contact: TicketContact.nullable(),
    queue: TicketQueue.nullable(),
    user: TicketUser.nullable(),
    whatsapp: TicketWhatsapp.nullable(),
    tags: z.array(TicketTag),
  })
  .meta({ id: 'Ticket', example: ticketExample });
export type Ticket = z.infer<typeof Ticket>;

/** GET /tickets: the tabs answer `count` (their badge); a search answers `{ tickets, hasMore }` only. */
export const TicketList = z
  .object({ tickets: z.array(Ticket), count: count.optional(), hasMore: z.boolean() })
  .meta({ id: 'TicketList', example: { tickets: [ticketExample], count: 1, hasMore: false } });
export type TicketList = z.infer<typeof TicketList>;

/** GET /ticket/kanban: the non-closed tickets of the board (at most 500). */
export const KanbanTickets = z.object({ tickets: z.array(Ticket) }).meta({ id: 'KanbanTickets', example: { tickets: [ticketExample] } });
export type KanbanTickets = z.infer<typeof KanbanTickets>;

/** POST /tags/sync: the ticket's tags after the sync. */
export const TicketTagsResult = z.object({ ticketId: entityId, tags: z.array(TicketTag) }).meta({ id: 'TicketTagsResult', example: { ticketId: 42, tags: [ticketTagExample] } });
export type TicketTagsResult = z.infer<typeof TicketTagsResult>;
