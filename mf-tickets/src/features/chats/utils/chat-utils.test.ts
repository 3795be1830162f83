import { describe, expect, test } from 'bun:test';
import type { Chat, ChatMessage } from '@zapdesk/contracts';
import { groupByDay, mergeMessages, sendable, shouldLoadOlder, unreadsOf, upsertChat } from './chat-utils';

const msg = (id: number, createdAt: string): ChatMessage => ({ id, chatId: 1, senderId: 1, message: `m${id}`, sender: { id: 1, name: 'A' }, createdAt, updatedAt: createdAt });
const chat = (id: number, updatedAt: string, unreads = 0): Chat => ({ id, uuid: `u${id}`, companyId: 1, title: `c${id}`, ownerId: 1, lastMessage: '', users: [{ userId: 7, unreads, user: { id: 7, name: 'Me' } }], createdAt: updatedAt, updatedAt });

describe('chat utils', () => {
  test('merging pages and live messages keeps one of each, oldest first', () => {
    const a = [msg(3, '2025-01-02T10:00:00Z'), msg(4, '2025-01-02T11:00:00Z')];
    expect(mergeMessages(a, [msg(1, '2025-01-01T10:00:00Z'), msg(3, '2025-01-02T10:00:00Z'), msg(5, '2025-01-03T10:00:00Z')]).map((m) => m.id)).toEqual([1, 3, 4, 5]);
  });
  test('day groups follow the messages', () => {
    const g = groupByDay([msg(1, '2025-01-01T12:00:00'), msg(2, '2025-01-01T13:00:00'), msg(3, '2025-01-02T12:00:00')]);
    expect(g.map((x) => [x.day, x.messages.length])).toEqual([['2025-01-01', 2], ['2025-01-02', 1]]);
  });
  test('older messages load within 600 px of the top, once at a time, while there are more', () => {
    expect(shouldLoadOlder(600, true, false)).toBe(true);
    expect(shouldLoadOlder(601, true, false)).toBe(false);
    expect(shouldLoadOlder(0, false, false)).toBe(false);
    expect(shouldLoadOlder(0, true, true)).toBe(false);
  });
  test('blank text is not sent', () => {
    expect(sendable('  \n ')).toBe(false);
    expect(sendable(' oi ')).toBe(true);
  });
  test('a chat from an event moves to its place; unread counts are the caller’s', () => {
    const list = [chat(1, '2025-01-03T00:00:00Z'), chat(2, '2025-01-02T00:00:00Z')];
    expect(upsertChat(list, chat(2, '2025-01-04T00:00:00Z', 3)).map((c) => c.id)).toEqual([2, 1]);
    expect(unreadsOf(chat(1, 'x', 4), 7)).toBe(4);
    expect(unreadsOf(chat(1, 'x', 4), 8)).toBe(0);
  });
});
