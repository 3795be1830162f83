import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import type { User } from '@zapdesk/contracts';
import { usePagedList } from '@zapdesk/ui';
import { applyUserEvent } from '../utils/apply-user-event';
import { effectiveSearch } from '../utils/user-search';

/**
 * GET /users pages for a search (applied from 3 characters; the caller debounces), the next page on
 * demand, and live `company-{id}-user` events. `records` is null while the first page loads.
 */
export function useUsers(search: string) {
  const api = useApi();
  const term = effectiveSearch(search);
  const list = usePagedList<User>({
    query: term,
    load: async (pageNumber) => {
      const r = await call(api.rpc.users.users.$get({ query: { searchParam: term, pageNumber: String(pageNumber) } }));
      return { records: r.users, hasMore: r.hasMore, count: r.count };
    },
  });
  useCompanyEvent('user', (e) => list.update((users) => applyUserEvent(users, e, term)));
  return list;
}
