import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '../components/toaster';
import { adjustCount, appendPage, applyListEvent, applyListEvents, type ListEvent, type WithId } from '../lib/list-records';

/** One page as `load` answers it; `count` is the list's total when the endpoint tells it. */
export type ListPage<T> = { records: T[]; hasMore: boolean; count?: number };

/**
 * A paged list (core.md §9): page 1 on mount and again whenever `query` changes (answers of a superseded query are
 * dropped), the next page on `loadMore`, and the loaded rows kept current by `apply` (a live event) or `update`.
 * `load(pageNumber)` fetches one page (the latest `load` given is used); a failure goes to `onError`.
 */
export function usePagedList<T extends WithId>({ query, load, onError = toastError }: { query: string; load(pageNumber: number): Promise<ListPage<T>>; onError?(error: unknown): void }) {
  const [records, setRecords] = useState<T[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef({ load, onError });
  latest.current = { load, onError };
  const generation = useRef(0);
  const page = useRef(1);
  const busy = useRef(false);
  const current = useRef<T[] | null>(null);
  current.current = records;
  /** Live events that arrived while page 1 was being read: its answer may predate them, so they are applied on top of it. */
  const heldEvents = useRef<ListEvent<T>[] | null>(null);

  const fetchPage = useCallback(async (pageNumber: number) => {
    const gen = pageNumber === 1 ? ++generation.current : generation.current;
    if (pageNumber === 1) heldEvents.current = [];
    busy.current = true;
    setLoading(true);
    try {
      const answer = await latest.current.load(pageNumber);
      if (gen !== generation.current) return;
      let count = answer.count;
      if (pageNumber === 1) {
        const held = heldEvents.current ?? [];
        heldEvents.current = null;
        const next = applyListEvents(answer.records, held);
        if (typeof count === 'number') count = adjustCount(count, answer.records.length, next.length) ?? count;
        current.current = next;
        setRecords(next);
      } else {
        setRecords((prev) => appendPage(prev ?? [], answer.records));
      }
      setHasMore(answer.hasMore);
      if (typeof count === 'number') setCount(count);
      page.current = pageNumber;
    } catch (e) {
      if (gen !== generation.current) return;
      if (pageNumber === 1) heldEvents.current = null;
      setRecords((prev) => prev ?? []);
      setHasMore(false);
      latest.current.onError(e);
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    void fetchPage(1);
  }, [fetchPage, query]);

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    void fetchPage(page.current + 1);
  }, [fetchPage, hasMore]);

  const reload = useCallback(() => void fetchPage(1), [fetchPage]);

  /** Changes the loaded rows (a save's answer, a live event); the total follows the rows added or removed. */
  const update = useCallback((change: (records: T[]) => T[]) => {
    const list = current.current;
    if (!list) return;
    const next = change(list);
    if (next === list) return;
    current.current = next;
    setRecords(next);
    if (next.length !== list.length) setCount((c) => adjustCount(c, list.length, next.length));
  }, []);

  /**
   * A live event: create, update and delete change the loaded rows; reload asks for page 1 again. While page 1 is
   * being read the event is also held and applied to its answer, which may have been read before the change.
   */
  const apply = useCallback(
    (e: ListEvent<T>) => {
      if (e.action === 'reload') return reload();
      heldEvents.current?.push(e);
      update((list) => applyListEvent(list, e));
    },
    [reload, update],
  );

  return { records, hasMore, count, loading, loadMore, reload, apply, update };
}
