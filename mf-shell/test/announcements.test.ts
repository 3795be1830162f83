import { describe, expect, test } from 'bun:test';
import type { Announcement } from '@zapdesk/contracts';
import { applyAnnouncementEvent, sortAnnouncements, unseenOf } from '../src/features/announcements/utils/announcements';

const a = (id: number, priority: number, createdAt: string, status = true): Announcement => ({ id, companyId: 1, title: `a${id}`, text: 't', priority, status, mediaPath: null, mediaName: null, mediaUrl: null, createdAt, updatedAt: createdAt });

describe('announcements popover list', () => {
  test('highest priority first, then the newest', () => {
    const list = sortAnnouncements([a(1, 3, '2025-01-03T00:00:00Z'), a(2, 1, '2025-01-01T00:00:00Z'), a(3, 3, '2025-01-04T00:00:00Z'), a(4, 2, '2025-01-02T00:00:00Z')]);
    expect(list.map((x) => x.id)).toEqual([2, 4, 3, 1]);
  });

  test('live events: create and update put it in its place, switching it off or deleting it takes it out', () => {
    let list = [a(1, 3, '2025-01-01T00:00:00Z')];
    list = applyAnnouncementEvent(list, { action: 'create', record: a(2, 1, '2025-01-02T00:00:00Z') });
    expect(list.map((x) => x.id)).toEqual([2, 1]);
    list = applyAnnouncementEvent(list, { action: 'update', record: { ...a(1, 1, '2025-01-01T00:00:00Z'), title: 'x' } });
    expect(list.map((x) => [x.id, x.title])).toEqual([[2, 'a2'], [1, 'x']]);
    list = applyAnnouncementEvent(list, { action: 'update', record: a(2, 1, '2025-01-02T00:00:00Z', false) });
    expect(list.map((x) => x.id)).toEqual([1]);
    expect(applyAnnouncementEvent(list, { action: 'delete', id: 1 })).toEqual([]);
  });

  test('unseen: the ones shown that the server has not marked seen for this user; none before it answers', () => {
    const list = [a(1, 1, '2025-01-01T00:00:00Z'), a(2, 3, '2025-01-02T00:00:00Z'), a(3, 3, '2025-01-01T00:00:00Z')];
    expect(unseenOf(list, null)).toEqual([]);
    expect(unseenOf(list, new Set([2, 99]))).toEqual([1, 3]);
    expect(unseenOf(list, new Set([1, 2, 3]))).toEqual([]);
  });
});
