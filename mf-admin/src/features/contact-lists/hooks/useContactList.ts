import { useCallback, useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { ContactListRecord } from '@zapdesk/contracts';

/** One contact list (its name and count), kept live by `company-{id}-ContactList`; `refresh` asks again. */
export function useContactList(contactListId: number) {
  const api = useApi();
  const [record, setRecord] = useState<ContactListRecord | null>(null);
  const refresh = useCallback(() => {
    call(api.rpc.contactLists['contact-lists'][':id'].$get({ param: { id: String(contactListId) } })).then(setRecord, toastError);
  }, [api, contactListId]);
  useEffect(refresh, [refresh]);
  useCompanyEvent('ContactList', (e) => {
    if (e.action !== 'delete' && e.contactList.id === contactListId) setRecord(e.contactList);
  });
  return { record, refresh };
}
