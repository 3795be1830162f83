import { useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { ContactWithExtraInfo } from '@zapdesk/contracts';

/** One contact with its extra info (GET /contacts/{id}), refreshed by `company-{id}-contact` updates. */
export function useContact(contactId: number) {
  const api = useApi();
  const [contact, setContact] = useState<ContactWithExtraInfo | null>(null);
  useEffect(() => {
    let alive = true;
    setContact(null);
    call(api.rpc.contacts.contacts[':id'].$get({ param: { id: String(contactId) } }))
      .then((c) => alive && setContact(c))
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, contactId]);
  useCompanyEvent('contact', (e) => {
    if (e.action !== 'update' || e.contact.id !== contactId) return;
    const changed = e.contact;
    // Imports and the inbound pipeline send the contact without its extra info: the loaded one stays.
    setContact((c) => ({ ...changed, extraInfo: 'extraInfo' in changed ? changed.extraInfo : (c?.extraInfo ?? []) }));
  });
  return { contact, setContact };
}
