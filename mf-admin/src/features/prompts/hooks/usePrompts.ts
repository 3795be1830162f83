import type { Prompt } from '@zapdesk/contracts';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';

/** GET /prompt for a search (one page: the company's prompts), kept live by `company-{id}-prompt`. */
export function usePrompts(search: string) {
  const api = useApi();
  const list = usePagedList<Prompt>({
    query: search,
    load: async () => {
      const page = await call(api.rpc.prompts.prompt.$get({ query: { searchParam: search, pageNumber: '1' } }));
      return { records: page.prompts, hasMore: false, count: page.count };
    },
  });
  useCompanyEvent('prompt', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.promptId });
    else list.apply({ action: e.action, record: e.prompt });
  });
  return list;
}
