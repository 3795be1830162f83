import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useCompanyEvent } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { appendUsers, applyUserEvent } from '../utils/apply-user-event';
import type { ListUser, UserEvent } from '../utils/user';
import { effectiveSearch } from '../utils/user-search';

type Page = { users: ListUser[]; count: number; hasMore: boolean };

/**
 * GET /users pages for a search (applied from 3 characters; the caller debounces), the next page on
 * demand, and live `company-{id}-user` events. `users` is null while the first page loads.
 */
export function useUsers(search: string) {
  const api = useApi();
  const term = effectiveSearch(search);
  const [users, setUsers] = useState<ListUser[] | null>(null);
  const [count, setCount] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = useRef(1);
  // Answers of an older search are dropped.
  const generation = useRef(0);

  useEffect(() => {
    const gen = ++generation.current;
    setUsers(null);
    page.current = 1;
    api
      .get<Page>('/users', { query: { searchParam: term, pageNumber: 1 } })
      .then((r) => {
        if (gen !== generation.current) return;
        setUsers(r.users);
        setCount(r.count);
        setHasMore(r.hasMore);
      })
      .catch((e) => {
        if (gen !== generation.current) return;
        setUsers([]);
        setHasMore(false);
        toastError(e);
      });
  }, [api, term]);

  const loadMore = useCallback(async () => {
    if (!hasMore || loadingMore) return;
    const gen = generation.current;
    setLoadingMore(true);
    try {
      const r = await api.get<Page>('/users', { query: { searchParam: term, pageNumber: page.current + 1 } });
      if (gen !== generation.current) return;
      page.current += 1;
      setUsers((list) => appendUsers(list ?? [], r.users));
      setCount(r.count);
      setHasMore(r.hasMore);
    } catch (e) {
      toastError(e);
    } finally {
      setLoadingMore(false);
    }
  }, [api, term, hasMore, loadingMore]);

  useCompanyEvent<UserEvent>('user', (e) => {
    if (!users) return;
    const next = applyUserEvent(users, e, term);
    setUsers(next);
    setCount((c) => Math.max(0, c + next.length - users.length));
  });

  return { users, count, hasMore, loadingMore, loadMore };
}
