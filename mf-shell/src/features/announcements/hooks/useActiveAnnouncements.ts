import { useCallback, useEffect, useMemo, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync, useSession } from '@zapdesk/client';
import type { Announcement } from '@zapdesk/contracts';
import { applyAnnouncementEvent, unseenOf } from '../utils/announcements';

/**
 * The top bar's announcements: the active ones (GET /announcements/list), kept live by `company-announcement`,
 * and how many this user has not seen yet — kept per user on the server (GET/POST /announcements/seen), so the
 * count follows the user across devices: read again on a reconnect and when the window comes back into focus.
 * Opening the popover marks the ones shown as seen.
 */
export function useActiveAnnouncements() {
  const api = useApi();
  const { user } = useSession();
  const resync = useRealtimeResync();
  const [list, setList] = useState<Announcement[]>([]);
  const [seen, setSeen] = useState<Set<number> | null>(null);

  const readSeen = useCallback(
    () =>
      call(api.rpc.announcements.announcements.seen.$get())
        .then((r) => setSeen(new Set(r.seenIds)))
        .catch(() => {}),
    [api],
  );

  useEffect(() => {
    let cancelled = false;
    call(api.rpc.announcements.announcements.list.$get())
      .then((r) => !cancelled && setList(r))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [api, resync]);
  useEffect(() => {
    if (!user) return;
    void readSeen();
    const onFocus = () => document.visibilityState === 'visible' && void readSeen();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [user?.id, resync, readSeen]);

  useCompanyEvent('announcement', (e) => setList((l) => applyAnnouncementEvent(l, e)));

  const unseen = useMemo(() => unseenOf(list, seen).length, [list, seen]);
  const markSeen = useCallback(() => {
    const ids = unseenOf(list, seen);
    if (!user || !ids.length) return;
    setSeen((s) => new Set([...(s ?? []), ...ids]));
    call(api.rpc.announcements.announcements.seen.$post({ json: { ids } }))
      .then((r) => setSeen(new Set(r.seenIds)))
      .catch(() => {});
  }, [api, user, seen, list]);

  return { list, unseen, markSeen };
}
