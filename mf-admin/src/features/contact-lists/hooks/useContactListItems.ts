import { useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { usePagedList } from '@zapdesk/ui';
import type { ContactListImport, ContactListItem } from '@zapdesk/contracts';

/**
 * GET /contact-list-items pages of one list for a search, kept live by `company-{id}-ContactListItem-{listId}`:
 * item changes, `reload` after an import or a batch of number checks, and the import's `progress`.
 */
export function useContactListItems(contactListId: number, search: string) {
  const api = useApi();
  const [importing, setImporting] = useState<ContactListImport | null>(null);
  const list = usePagedList<ContactListItem>({
    query: `${contactListId}\u0000${search}`,
    load: (pageNumber) =>
      call(api.rpc.contactLists['contact-list-items'].$get({ query: { contactListId: String(contactListId), searchParam: search, pageNumber: String(pageNumber) } })).then((r) => ({
        records: r.contacts,
        hasMore: r.hasMore,
      })),
  });
  useCompanyEvent(
    'ContactListItem',
    (e) => {
      if (e.action === 'progress') setImporting(e.import);
      else if (e.action === 'reload') list.reload();
      else if (e.action === 'delete') list.apply({ action: 'delete', id: e.contactListItemId });
      else list.apply({ action: e.action, record: e.contactListItem });
    },
    contactListId,
  );
  return { list, importing, setImporting };
}
