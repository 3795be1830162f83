import { useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { Contact, ContactEvent } from '../utils/contact-types';

type ContactsAnswer = { contacts: Contact[]; count: number; hasMore: boolean };

/** GET /contacts pages for a search, kept live by `company-{id}-contact` (create, update, delete, reload). */
export function useContacts(search: string) {
  const api = useApi();
  const list = usePagedList<Contact>({
    query: search,
    load: (pageNumber) => api.get<ContactsAnswer>('/contacts', { query: { searchParam: search, pageNumber } }).then((r) => ({ records: r.contacts, hasMore: r.hasMore, count: r.count })),
  });
  useCompanyEvent<ContactEvent>('contact', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.contactId });
    else if (e.action === 'reload') list.apply({ action: 'reload' });
    else if (e.contact) list.apply({ action: e.action, record: e.contact });
  });
  return list;
}
