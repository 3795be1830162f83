import type { MediaFileList } from '@zapdesk/contracts';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';

/** GET /files pages for a search (20 a page, infinite scroll), kept live by `company-{id}-file`. */
export function useFileLists(search: string) {
  const api = useApi();
  const list = usePagedList<MediaFileList>({
    query: search,
    load: async (pageNumber) => {
      const page = await call(api.rpc.files.files.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } }));
      return { records: page.files, hasMore: page.hasMore };
    },
  });
  useCompanyEvent('file', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.fileId });
    else list.apply({ action: e.action, record: e.files });
  });
  return list;
}
