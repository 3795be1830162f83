import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, intId, KanbanTickets, nullableRefId, pageNumber, queryBool, queryJsonIds, ResultMessage, Ticket, TicketList, ticketStatuses } from '@zapdesk/contracts';
import { addTicketTag, createTicket, deleteTicket, kanbanTickets, listTickets, removeKanbanTags, showTicket, updateTicket } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'YYYY-MM-DD').optional();
const nullableId = intId.nullable().optional();

export const ListTicketsQuery = z.object({
  searchParam: z.string().max(200).optional(),
  pageNumber,
  status: z.enum(ticketStatuses).optional().or(z.literal('').transform(() => undefined)),
  tags: queryJsonIds,
  users: queryJsonIds,
  queueIds: queryJsonIds,
  date: day,
  updatedAt: day,
  showAll: queryBool,
  withUnreadMessages: queryBool,
});
export const CreateTicketBody = z.object({ contactId: intId, queueId: nullableId, whatsappId: nullableId, userId: nullableId, status: z.enum(ticketStatuses).optional() });
export const UpdateTicketBody = z.object({
  status: z.enum(ticketStatuses).optional(),
  userId: nullableId,
  queueId: nullableId,
  whatsappId: nullableId,
  useIntegration: z.boolean().optional(),
  promptId: nullableRefId.optional(),
  integrationId: nullableRefId.optional(),
});

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

export const ticketRoutes = new Hono<AppEnv>({ strict: false })
  .use('/tickets/*', requireAuth())
  .use('/tickets', requireAuth())
  .use('/ticket/*', requireAuth())
  .use('/ticket-tags/*', requireAuth())
  .get('/tickets', doc({ summary: 'List tickets (tabs, filters, search)', tags: ['tickets'], auth: 'user', responses: json(TicketList, 'A page of tickets') }), v('query', ListTicketsQuery), async (c) => c.json(await listTickets({ ctx: ctx(c), input: c.req.valid('query') })))
  .get('/tickets/u/:uuid', doc({ summary: 'Show a ticket by uuid', tags: ['tickets'], auth: 'user', responses: json(Ticket, 'The ticket') }), v('param', z.object({ uuid: z.uuid() })), async (c) => c.json(await showTicket({ ctx: ctx(c), input: { uuid: c.req.valid('param').uuid } })))
  .get('/tickets/:id', doc({ summary: 'Show a ticket', tags: ['tickets'], auth: 'user', responses: json(Ticket, 'The ticket') }), v('param', IdParam), async (c) => c.json(await showTicket({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/tickets', doc({ summary: 'Open a ticket for a contact', tags: ['tickets'], auth: 'user', responses: json(Ticket, 'The ticket created', 201) }), v('json', CreateTicketBody), async (c) => c.json(await createTicket({ ctx: ctx(c), input: c.req.valid('json') }), 201))
  .put('/tickets/:id', doc({ summary: 'Accept, return, resolve, reopen or transfer a ticket', tags: ['tickets'], auth: 'user', responses: json(Ticket, 'The ticket after the move') }), v('param', IdParam), v('json', UpdateTicketBody), async (c) =>
    c.json(await updateTicket({ ctx: ctx(c), ticketId: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .delete('/tickets/:id', doc({ summary: 'Delete a ticket (admin)', tags: ['tickets'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) => c.json(await deleteTicket({ ctx: ctx(c), input: c.req.valid('param') })))
  .get('/ticket/kanban', doc({ summary: 'Tickets for the kanban board', tags: ['kanban'], auth: 'user', responses: json(KanbanTickets, 'The tickets of the board') }), v('query', z.object({ queueIds: queryJsonIds, showAll: queryBool })), async (c) => c.json(await kanbanTickets({ ctx: ctx(c), input: c.req.valid('query') })))
  .put('/ticket-tags/:ticketId/:tagId', doc({ summary: 'Add a tag (kanban lane) to a ticket', tags: ['kanban'], auth: 'user', responses: json(ResultMessage, 'Added') }), v('param', z.object({ ticketId: intId, tagId: intId })), async (c) =>
    c.json(await addTicketTag({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .delete('/ticket-tags/:ticketId', doc({ summary: "Remove a ticket's kanban-lane tags", tags: ['kanban'], auth: 'user', responses: json(ResultMessage, 'Removed') }), v('param', z.object({ ticketId: intId })), async (c) =>
    c.json(await removeKanbanTags({ ctx: ctx(c), input: c.req.valid('param') })),
  );
