import { useCallback, useEffect, useMemo, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync, useSession } from '@zapdesk/client';
import type { Announcement } from '@zapdesk/contracts';
import { applyAnnouncementEvent, readSeen, writeSeen } from '../utils/announcements';

/**
 * The top bar's announcements: the active ones (GET /announcements/list), kept live by `company-announcement`,
 * and how many this user has not seen yet (kept per user in the browser; opening the popover marks them seen).
 */
export function useActiveAnnouncements() {
  const api = useApi();
  const { user } = useSession();
  const resync = useRealtimeResync();
  const [list, setList] = useState<Announcement[]>([]);
  const [seen, setSeen] = useState<Set<number>>(() => (user ? readSeen(user.id) : new Set()));

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
    if (user) setSeen(readSeen(user.id));
  }, [user?.id]);

  useCompanyEvent('announcement', (e) => setList((l) => applyAnnouncementEvent(l, e)));

  const unseen = useMemo(() => list.filter((a) => !seen.has(a.id)).length, [list, seen]);
  const markSeen = useCallback(() => {
    if (!user) return;
    const all = [...new Set([...seen, ...list.map((a) => a.id)])];
    writeSeen(user.id, all);
    setSeen(new Set(all));
  }, [user, seen, list]);

  return { list, unseen, markSeen };
}
