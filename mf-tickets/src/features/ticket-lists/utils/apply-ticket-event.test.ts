import { describe, expect, test } from 'bun:test';
import { applyTicketEvent, ticketBelongs, type TicketListState } from './apply-ticket-event';
import { Ticket, ticketExample } from '@zapdesk/contracts';

const example = Ticket.parse(ticketExample);
const t = (id: number, over: Partial<Ticket> = {}): Ticket => ({
  ...example,
  id,
  uuid: `u-${id}`,
  status: 'pending',
  unreadMessages: 1,
  lastMessage: '',
  updatedAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}.000Z`,
  userId: null,
  queueId: 1,
  contact: null,
  queue: { id: 1, name: 'Q', color: '#000' },
  user: null,
  tags: [],
  ...over,
});
const state = (tickets: Ticket[], hasMore = false, count = tickets.length): TicketListState => ({ tickets, count, hasMore });
const pending = { status: 'pending' as const };

describe('ticketBelongs', () => {
  test('status, own tickets and the queue filter (tickets without a queue stay)', () => {
    expect(ticketBelongs(t(1), pending)).toBe(true);
    expect(ticketBelongs(t(1, { status: 'open' }), pending)).toBe(false);
    expect(ticketBelongs(t(1, { status: 'open', userId: 7 }), { status: 'open', onlyUserId: 7 })).toBe(true);
    expect(ticketBelongs(t(1, { status: 'open', userId: 8 }), { status: 'open', onlyUserId: 7 })).toBe(false);
    expect(ticketBelongs(t(1, { queueId: 2, queue: { id: 2, name: 'B', color: '#111' } }), { status: 'pending', queueIds: [1] })).toBe(false);
    expect(ticketBelongs(t(1, { queueId: null, queue: null }), { status: 'pending', queueIds: [1] })).toBe(true);
    expect(ticketBelongs(t(1), { status: null })).toBe(false);
  });
});

describe('applyTicketEvent', () => {
  test('update inserts a new ticket in order (newest first) and counts it', () => {
    const s = applyTicketEvent(state([t(5), t(3)]), pending, { action: 'update', ticket: t(4) });
    expect(s.tickets.map((x) => x.id)).toEqual([5, 4, 3]);
    expect(s.count).toBe(3);
  });

  test('update of a listed ticket moves it to its new place without counting it twice', () => {
    const moved = t(3, { updatedAt: '2026-01-02T00:00:00.000Z', lastMessage: 'new' });
    const s = applyTicketEvent(state([t(5), t(4), t(3)], true, 90), pending, { action: 'update', ticket: moved });
    expect(s.tickets.map((x) => x.id)).toEqual([3, 5, 4]);
    expect(s.tickets[0].lastMessage).toBe('new');
    expect(s.count).toBe(90);
  });

  test('a ticket that leaves the tab (accepted, transferred away) is removed and uncounted', () => {
    const s = applyTicketEvent(state([t(5), t(4)], true, 50), pending, { action: 'update', ticket: t(4, { status: 'open', userId: 2 }) });
    expect(s.tickets.map((x) => x.id)).toEqual([5]);
    expect(s.count).toBe(49);
  });

  test('another user\'s open ticket does not enter my open list; mine does', () => {
    const open = { status: 'open' as const, onlyUserId: 2 };
    expect(applyTicketEvent(state([]), open, { action: 'update', ticket: t(1, { status: 'open', userId: 3 }) }).tickets).toEqual([]);
    expect(applyTicketEvent(state([]), open, { action: 'update', ticket: t(1, { status: 'open', userId: 2 }) }).count).toBe(1);
  });

  test('an older ticket than the last loaded one waits for its page', () => {
    const before = state([t(9), t(8)], true, 30);
    expect(applyTicketEvent(before, pending, { action: 'update', ticket: t(2) })).toBe(before);
  });

  test('updateUnread resets the unread count; delete removes', () => {
    const s1 = applyTicketEvent(state([t(2, { unreadMessages: 4 })]), pending, { action: 'updateUnread', ticketId: 2 });
    expect(s1.tickets[0].unreadMessages).toBe(0);
    const s2 = applyTicketEvent(s1, pending, { action: 'delete', ticketId: 2 });
    expect(s2).toEqual({ tickets: [], count: 0, hasMore: false });
    expect(applyTicketEvent(s2, pending, { action: 'delete', ticketId: 99 })).toBe(s2);
  });

  test('a search result is refreshed in place and never grows', () => {
    const s = state([t(1), t(2)]);
    const changed = applyTicketEvent(s, { status: null }, { action: 'update', ticket: t(2, { status: 'closed', lastMessage: 'bye' }) });
    expect(changed.tickets[1]).toMatchObject({ id: 2, status: 'closed', lastMessage: 'bye' });
    expect(applyTicketEvent(s, { status: null }, { action: 'update', ticket: t(3) })).toBe(s);
  });

  test('10,000 tickets: an update stays a single ordered insert', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => t(10_000 - i, { updatedAt: new Date(Date.UTC(2026, 0, 1) + (10_000 - i) * 1000).toISOString() }));
    const s = applyTicketEvent(state(many), pending, { action: 'update', ticket: t(5000, { updatedAt: '2027-01-01T00:00:00.000Z' }) });
    expect(s.tickets[0].id).toBe(5000);
    expect(s.tickets.length).toBe(10_000);
  });
});

// useTicketList applies the events that arrived while a first page was being read again to that page, whether the
// server read the list before them or after: both give the same list, the ticket once, counted once.
describe('an event applied again to a page read before or after it', () => {
  const event = { action: 'update' as const, ticket: t(4) };
  test('a page read before the new ticket: the replay adds it and counts it', () => {
    const s = applyTicketEvent(state([t(5), t(3)], true, 40), pending, event);
    expect(s.tickets.map((x) => x.id)).toEqual([5, 4, 3]);
    expect(s.count).toBe(41);
  });
  test('a page read after it: the replay changes nothing', () => {
    const page = state([t(5), t(4), t(3)], true, 41);
    const s = applyTicketEvent(page, pending, event);
    expect(s.tickets.map((x) => x.id)).toEqual([5, 4, 3]);
    expect(s.count).toBe(41);
    const closed = { action: 'update' as const, ticket: t(4, { status: 'closed' }) };
    const gone = applyTicketEvent(applyTicketEvent(state([t(5), t(3)], true, 40), pending, closed), pending, closed);
    expect(gone.tickets.map((x) => x.id)).toEqual([5, 3]);
    expect(gone.count).toBe(40);
  });
});
