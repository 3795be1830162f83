import { expect, test } from 'bun:test';
import { applyContactUpdate } from './apply-contact-update';
import type { Ticket, TicketContact } from './ticket-types';

const ticketOf = (id: number, contact: TicketContact): Ticket => ({ id, uuid: `u-${id}`, status: 'open', unreadMessages: 0, lastMessage: '', updatedAt: '2026-01-01T00:00:00.000Z', contact, queue: null });

test('renames the contact on its tickets only, and keeps the list when nothing matches', () => {
  const list = [ticketOf(1, { id: 7, name: 'Ana' }), ticketOf(2, { id: 8, name: 'Bia' })];
  const next = applyContactUpdate(list, { id: 7, name: 'Ana Lima' });
  expect(next.map((x) => x.contact?.name)).toEqual(['Ana Lima', 'Bia']);
  expect(next[1]).toBe(list[1]);
  expect(applyContactUpdate(list, { id: 99, name: 'X' })).toBe(list);
});
