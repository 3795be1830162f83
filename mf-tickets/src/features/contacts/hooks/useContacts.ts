import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { Contact } from '@zapdesk/contracts';

/** GET /contacts pages for a search, kept live by `company-{id}-contact` (create, update, delete, reload). */
export function useContacts(search: string) {
  const api = useApi();
  const list = usePagedList<Contact>({
    query: search,
    load: (pageNumber) => call(api.rpc.contacts.contacts.$get({ query: { searchParam: search, pageNumber: String(pageNumber) } })).then((r) => ({ records: r.contacts, hasMore: r.hasMore, count: r.count })),
  });
  useCompanyEvent('contact', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.contactId });
    else if (e.action === 'reload') list.apply({ action: 'reload' });
    else list.apply({ action: e.action, record: e.contact });
  });
  return list;
}
