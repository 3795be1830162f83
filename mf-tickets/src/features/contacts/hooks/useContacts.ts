import { useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '../../lists/hooks/usePagedList';
import type { Contact, ContactEvent } from '../utils/contact-types';

/** GET /contacts pages for a search, kept live by `company-{id}-contact` (create, update, delete, reload). */
export function useContacts(search: string) {
  const list = usePagedList<Contact>({ path: '/contacts', key: 'contacts', search });
  useCompanyEvent<ContactEvent>('contact', (e) => {
    if (e.action === 'delete') list.apply({ action: 'delete', id: e.contactId });
    else if (e.action === 'reload') list.apply({ action: 'reload' });
    else if (e.contact) list.apply({ action: e.action, record: e.contact });
  });
  return list;
}
