import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@zapdesk/client';

/**
 * Pages of a list endpoint answering `{ <key>: T[], hasMore }` (searchParam, pageNumber). A new search
 * starts again at page 1; answers of an older search are dropped.
 */
export function usePagedRecords<T extends { id: number }>(path: string, key: string, searchParam: string, onError: (e: unknown) => void) {
  const api = useApi();
  const [records, setRecords] = useState<T[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const generation = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const fetchPage = useCallback(
    async (pageNumber: number, gen: number) => {
      setLoading(true);
      try {
        const r = await api.get<Record<string, unknown>>(path, { query: { searchParam, pageNumber } });
        if (gen !== generation.current) return;
        const rows = (r[key] as T[]) ?? [];
        page.current = pageNumber;
        setRecords((prev) => (pageNumber === 1 || !prev ? rows : [...prev, ...rows.filter((x) => !prev.some((p) => p.id === x.id))]));
        setHasMore(!!r.hasMore);
      } catch (e) {
        if (gen !== generation.current) return;
        setRecords((prev) => prev ?? []);
        setHasMore(false);
        onErrorRef.current(e);
      } finally {
        if (gen === generation.current) setLoading(false);
      }
    },
    [api, path, key, searchParam],
  );

  const reload = useCallback(() => fetchPage(1, ++generation.current), [fetchPage]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const loadMore = useCallback(() => {
    if (!loading && hasMore) void fetchPage(page.current + 1, generation.current);
  }, [loading, hasMore, fetchPage]);

  return { records, setRecords, hasMore, loading, loadMore, reload };
}
