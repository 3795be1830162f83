import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { QuickMessage } from '@zapdesk/contracts';

/** GET /quick-messages pages for a search, kept live by `company-{id}-quickmessage`. */
export function useQuickMessages(search: string) {
  const api = useApi();
  const list = usePagedList<QuickMessage>({
    query: search,
    load: (pageNumber) => call(api.rpc.quickMessages['quick-messages'].$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })),
  });
  useCompanyEvent('quickmessage', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.quickMessageId });
    else list.apply({ action: e.action, record: e.quickMessage });
  });
  return list;
}
