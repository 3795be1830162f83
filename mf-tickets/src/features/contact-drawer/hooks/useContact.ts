import { useEffect, useState } from 'react';
import { useApi, useCompanyEvent } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { Contact } from '../utils/contact-types';

/** One contact with its extra info (GET /contacts/{id}), refreshed by `company-{id}-contact` updates. */
export function useContact(contactId: number) {
  const api = useApi();
  const [contact, setContact] = useState<Contact | null>(null);
  useEffect(() => {
    let alive = true;
    setContact(null);
    api
      .get<Contact>(`/contacts/${contactId}`)
      .then((c) => alive && setContact({ ...c, extraInfo: c.extraInfo ?? [] }))
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, contactId]);
  useCompanyEvent<{ action: string; contact?: Contact }>('contact', (e) => {
    if (e.action === 'update' && e.contact?.id === contactId) setContact((c) => ({ ...(c ?? { extraInfo: [] }), ...e.contact!, extraInfo: e.contact!.extraInfo ?? c?.extraInfo ?? [] }));
  });
  return { contact, setContact };
}
