import { useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { QuickMessage, QuickMessageEvent } from '../utils/quick-message-types';

type QuickMessagesAnswer = { records: QuickMessage[]; count: number; hasMore: boolean };

/** GET /quick-messages pages for a search, kept live by `company-{id}-quickmessage`. */
export function useQuickMessages(search: string) {
  const api = useApi();
  const list = usePagedList<QuickMessage>({
    query: search,
    load: (pageNumber) => api.get<QuickMessagesAnswer>('/quick-messages', { query: { searchParam: search, pageNumber } }),
  });
  useCompanyEvent<QuickMessageEvent>('quickmessage', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.quickMessageId });
    else if (e.quickMessage) list.apply({ action: e.action, record: e.quickMessage });
  });
  return list;
}
