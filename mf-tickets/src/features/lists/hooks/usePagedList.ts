import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { appendPage, applyListEvent, type ListEvent, type WithId } from '../utils/list-records';

type PageAnswer = Record<string, unknown> & { hasMore: boolean; count?: number };

/**
 * A searchable, paged list (`GET <path>?searchParam=&pageNumber=` → `{ <key>: [], hasMore, count? }`):
 * page 1 again on every new search, further pages on demand, answers of a superseded search dropped.
 */
export function usePagedList<T extends WithId>({ path, key, search }: { path: string; key: string; search: string }) {
  const api = useApi();
  const [records, setRecords] = useState<T[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);
  const page = useRef(1);
  const busy = useRef(false);
  const current = useRef<T[] | null>(null);
  current.current = records;

  const load = useCallback(
    async (pageNumber: number) => {
      const gen = pageNumber === 1 ? ++generation.current : generation.current;
      busy.current = true;
      setLoading(true);
      try {
        const r = await api.get<PageAnswer>(path, { query: { searchParam: search, pageNumber } });
        if (gen !== generation.current) return;
        const rows = (r[key] as T[] | undefined) ?? [];
        setRecords((prev) => (pageNumber === 1 ? rows : appendPage(prev ?? [], rows)));
        setHasMore(r.hasMore);
        if (typeof r.count === 'number') setCount(r.count);
        page.current = pageNumber;
      } catch (e) {
        if (gen !== generation.current) return;
        setRecords((prev) => prev ?? []);
        setHasMore(false);
        toastError(e);
      } finally {
        if (gen === generation.current) {
          busy.current = false;
          setLoading(false);
        }
      }
    },
    [api, path, key, search],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    void load(page.current + 1);
  }, [load, hasMore]);

  const reload = useCallback(() => void load(1), [load]);

  /** A live event: create/update/delete change the loaded rows (and the count); reload refetches page 1. */
  const apply = useCallback(
    (e: ListEvent<T>) => {
      if (e.action === 'reload') return reload();
      const list = current.current;
      if (!list) return;
      const next = applyListEvent(list, e);
      current.current = next;
      setRecords(next);
      if (next.length !== list.length) setCount((c) => (c === null ? c : Math.max(0, c + next.length - list.length)));
    },
    [reload],
  );

  return { records, hasMore, count, loading, loadMore, reload, apply, setRecords };
}
