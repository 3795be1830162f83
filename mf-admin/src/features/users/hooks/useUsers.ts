import { useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import { applyUserEvent } from '../utils/apply-user-event';
import type { ListUser, UserEvent } from '../utils/user';
import { effectiveSearch } from '../utils/user-search';

type Page = { users: ListUser[]; count: number; hasMore: boolean };

/**
 * GET /users pages for a search (applied from 3 characters; the caller debounces), the next page on
 * demand, and live `company-{id}-user` events. `records` is null while the first page loads.
 */
export function useUsers(search: string) {
  const api = useApi();
  const term = effectiveSearch(search);
  const list = usePagedList<ListUser>({
    query: term,
    load: async (pageNumber) => {
      const r = await api.get<Page>('/users', { query: { searchParam: term, pageNumber } });
      return { records: r.users, hasMore: r.hasMore, count: r.count };
    },
  });
  useCompanyEvent<UserEvent>('user', (e) => list.update((users) => applyUserEvent(users, e, term)));
  return list;
}
