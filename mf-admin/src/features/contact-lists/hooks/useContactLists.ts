import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { ContactListRecord } from '@zapdesk/contracts';

/** GET /contact-lists pages for a search, kept live by `company-{id}-ContactList`. */
export function useContactLists(search: string) {
  const api = useApi();
  const list = usePagedList<ContactListRecord>({
    query: search,
    load: (pageNumber) => call(api.rpc.contactLists['contact-lists'].$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })),
  });
  useCompanyEvent('ContactList', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.contactListId });
    else list.apply({ action: e.action, record: e.contactList });
  });
  return list;
}
