import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { Tag } from '@zapdesk/contracts';

/** GET /tags pages for a search, kept live by `company-{id}-tag`. */
export function useTags(search: string) {
  const api = useApi();
  const list = usePagedList<Tag>({
    query: search,
    load: (pageNumber) => call(api.rpc.tags.tags.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })).then((r) => ({ records: r.tags, hasMore: r.hasMore, count: r.count })),
  });
  useCompanyEvent('tag', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.tagId });
    else list.apply({ action: e.action, record: e.tag });
  });
  return list;
}
