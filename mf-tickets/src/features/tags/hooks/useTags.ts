import { useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '../../lists/hooks/usePagedList';
import type { Tag, TagEvent } from '../utils/tag-types';

/** GET /tags pages for a search, kept live by `company-{id}-tag`. */
export function useTags(search: string) {
  const list = usePagedList<Tag>({ path: '/tags', key: 'tags', search });
  useCompanyEvent<TagEvent>('tag', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.tagId });
    else if (e.tag) list.apply({ action: e.action, record: e.tag });
  });
  return list;
}
