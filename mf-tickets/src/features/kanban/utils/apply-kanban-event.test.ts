import { describe, expect, test } from 'bun:test';
import { applyKanbanEvent, onBoard, type BoardScope } from './apply-kanban-event';
import { Ticket, ticketExample } from '@zapdesk/contracts';

const example = Ticket.parse(ticketExample);
const t = (id: number, o: Partial<Ticket> = {}): Ticket => ({
  ...example,
  id,
  uuid: `u-${id}`,
  status: 'open',
  userId: 7,
  queueId: 1,
  lastMessage: '',
  updatedAt: '',
  contact: null,
  queue: null,
  tags: [],
  ...o,
});
const user: BoardScope = { isAdmin: false, showAll: false, userId: 7, userQueueIds: [1, 2], queueFilter: [] };
const admin: BoardScope = { isAdmin: true, showAll: true, userId: 1, userQueueIds: [], queueFilter: [] };

describe('onBoard', () => {
  test('closed tickets never; others by assignee or queue unless an admin shows all', () => {
    expect(onBoard(t(1, { status: 'closed' }), admin)).toBe(false);
    expect(onBoard(t(1, { userId: 9, queueId: 3 }), user)).toBe(false);
    expect(onBoard(t(1, { userId: 9, queueId: 2 }), user)).toBe(true);
    expect(onBoard(t(1, { userId: 7, queueId: 3 }), user)).toBe(true);
    expect(onBoard(t(1, { userId: 9, queueId: 3 }), admin)).toBe(true);
    expect(onBoard(t(1, { userId: 9, queueId: 3 }), { ...admin, showAll: false })).toBe(false);
  });

  test('the queue filter keeps tickets of the chosen queues and those without a queue', () => {
    const s = { ...admin, queueFilter: [2] };
    expect(onBoard(t(1, { queueId: 1 }), s)).toBe(false);
    expect(onBoard(t(1, { queueId: 2 }), s)).toBe(true);
    expect(onBoard(t(1, { queueId: null }), s)).toBe(true);
  });
});

describe('applyKanbanEvent', () => {
  const board = [t(1), t(2)];
  test('an update replaces in place, a new ticket goes first, one leaving the board is dropped', () => {
    expect(applyKanbanEvent(board, { action: 'update', ticket: t(2, { lastMessage: 'oi' }) }, user).map((x) => x.lastMessage)).toEqual(['', 'oi']);
    expect(applyKanbanEvent(board, { action: 'update', ticket: t(3) }, user).map((x) => x.id)).toEqual([3, 1, 2]);
    expect(applyKanbanEvent(board, { action: 'update', ticket: t(1, { status: 'closed' }) }, user).map((x) => x.id)).toEqual([2]);
    expect(applyKanbanEvent(board, { action: 'update', ticket: t(4, { userId: 9, queueId: 5 }) }, user)).toEqual(board);
  });

  test('a delete drops the ticket; updateUnread changes nothing', () => {
    expect(applyKanbanEvent(board, { action: 'delete', ticketId: 1 }, user).map((x) => x.id)).toEqual([2]);
    expect(applyKanbanEvent(board, { action: 'updateUnread', ticketId: 1 }, user)).toEqual(board);
  });
});
