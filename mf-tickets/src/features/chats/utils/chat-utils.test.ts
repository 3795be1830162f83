import { describe, expect, test } from 'bun:test';
import type { Chat, ChatMessage } from '@zapdesk/contracts';
import { CATCH_UP_MAX_PAGES, catchUp, groupByDay, mergeMessages, sendable, shouldLoadOlder, unreadsOf, upsertChat } from './chat-utils';

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

  describe('catching up after a reconnect', () => {
    // A chat whose messages have ids 1..total (every other id, as ids are shared with other chats), served like the API:
    // page 1 the newest 20, oldest first within a page.
    const server = (total: number) => {
      const all = Array.from({ length: total }, (_, i) => msg(2 * (i + 1), '2025-01-01T10:00:00Z'));
      const calls: number[] = [];
      const fetchPage = async (p: number) => {
        calls.push(p);
        const end = all.length - (p - 1) * 20;
        return { records: all.slice(Math.max(0, end - 20), Math.max(0, end)), hasMore: end - 20 > 0 };
      };
      return { all, calls, fetchPage };
    };
    test('on open (nothing shown) one page', async () => {
      const s = server(50);
      const r = await catchUp(s.fetchPage, undefined);
      expect([r.records.length, r.pages, r.hasMore, r.complete, s.calls]).toEqual([20, 1, true, true, [1]]);
    });
    test('every message sent while away is fetched, back to the newest one shown: none lost, in order once merged', async () => {
      const s = server(100);
      const shown = s.all.slice(0, 43); // the socket went away after the 43rd; 57 more came meanwhile
      const r = await catchUp(s.fetchPage, shown.at(-1)!.id);
      expect(r.complete).toBe(true);
      expect(s.calls).toEqual([1, 2, 3]);
      expect(mergeMessages(shown, r.records).map((m) => m.id)).toEqual(s.all.map((m) => m.id));
    });
    test('nothing new: one page', async () => {
      const s = server(30);
      const r = await catchUp(s.fetchPage, s.all.at(-1)!.id);
      expect([r.pages, r.complete]).toEqual([1, true]);
    });
    test('a gap too long to fill is reported incomplete after the page limit', async () => {
      const s = server(20 * (CATCH_UP_MAX_PAGES + 5));
      const r = await catchUp(s.fetchPage, s.all[0].id);
      expect([r.pages, r.complete, r.hasMore]).toEqual([CATCH_UP_MAX_PAGES, false, true]);
    });
  });
});
