import { useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '../../lists/hooks/usePagedList';
import type { QuickMessage, QuickMessageEvent } from '../utils/quick-message-types';

/** GET /quick-messages pages for a search, kept live by `company-{id}-quickmessage`. */
export function useQuickMessages(search: string) {
  const list = usePagedList<QuickMessage>({ path: '/quick-messages', key: 'records', search });
  useCompanyEvent<QuickMessageEvent>('quickmessage', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.quickMessageId });
    else if (e.quickMessage) list.apply({ action: e.action, record: e.quickMessage });
  });
  return list;
}
