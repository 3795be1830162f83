import { expect, test } from 'bun:test';
import { applyContactUpdate } from './apply-contact-update';
import { Ticket, ticketExample, type TicketContact } from '@zapdesk/contracts';

const example = Ticket.parse(ticketExample);
const contactOf = (id: number, name: string): TicketContact => ({ ...example.contact!, id, name });
const ticketOf = (id: number, contact: TicketContact): Ticket => ({ ...example, id, uuid: `u-${id}`, status: 'open', unreadMessages: 0, lastMessage: '', updatedAt: '2026-01-01T00:00:00.000Z', contact, queue: null });

test('renames the contact on its tickets only, and keeps the list when nothing matches', () => {
  const list = [ticketOf(1, contactOf(7, 'Ana')), ticketOf(2, contactOf(8, 'Bia'))];
  const next = applyContactUpdate(list, contactOf(7, 'Ana Lima'));
  expect(next.map((x) => x.contact?.name)).toEqual(['Ana Lima', 'Bia']);
  expect(next[1]).toBe(list[1]);
  expect(applyContactUpdate(list, contactOf(99, 'X'))).toBe(list);
});
