import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '@zapdesk/ui';

/** A whole (unpaged) list loaded once: records (null while loading), `apply` for what this page changed, `reload`. */
export function useRecords<T extends { id: number }>(load: () => Promise<T[]>) {
  const [records, setRecords] = useState<T[] | null>(null);
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(async () => {
    try {
      setRecords(await latest.current());
    } catch (e) {
      toastError(e);
      setRecords((r) => r ?? []);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const apply = useCallback((e: { action: 'create' | 'update'; record: T } | { action: 'delete'; id: number }) => {
    setRecords((rs) => {
      const list = rs ?? [];
      if (e.action === 'delete') return list.filter((r) => r.id !== e.id);
      return list.some((r) => r.id === e.record.id) ? list.map((r) => (r.id === e.record.id ? e.record : r)) : [...list, e.record];
    });
  }, []);
  return { records, apply, reload };
}
