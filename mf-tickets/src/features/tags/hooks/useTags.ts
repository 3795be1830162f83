import { useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { Tag, TagEvent } from '../utils/tag-types';

type TagsAnswer = { tags: Tag[]; count: number; hasMore: boolean };

/** GET /tags pages for a search, kept live by `company-{id}-tag`. */
export function useTags(search: string) {
  const api = useApi();
  const list = usePagedList<Tag>({
    query: search,
    load: (pageNumber) => api.get<TagsAnswer>('/tags', { query: { searchParam: search, pageNumber } }).then((r) => ({ records: r.tags, hasMore: r.hasMore, count: r.count })),
  });
  useCompanyEvent<TagEvent>('tag', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.tagId });
    else if (e.tag) list.apply({ action: e.action, record: e.tag });
  });
  return list;
}
