import { useEffect, useState } from 'react';
import type { ContactPickerItem } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { toastError, useDebouncedValue } from '@zapdesk/ui';

/** Contacts searched from 3 characters (core.md §5), 500 ms after typing stops (GET /contacts/list?name=). */
export function useContactSearch(term: string, minChars: number) {
  const api = useApi();
  const search = useDebouncedValue(term.trim(), 500);
  const [results, setResults] = useState<{ term: string; contacts: ContactPickerItem[] }>({ term: '', contacts: [] });
  useEffect(() => {
    if (search.length < minChars) return;
    let alive = true;
    call(api.rpc.contacts.contacts.list.$get({ query: { name: search } }))
      .then((contacts) => alive && setResults({ term: search, contacts }))
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, search, minChars]);
  // Results belong to the term they answer: while a newer term is pending, older ones are not offered.
  const current = results.term === term.trim();
  return { contacts: current ? results.contacts : [], loading: term.trim().length >= minChars && !current };
}
