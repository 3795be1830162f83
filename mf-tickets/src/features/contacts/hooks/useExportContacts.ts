import { useCallback, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';

export const CONTACTS_CSV_NAME = 'contatos.csv';

/** GET /contacts/export (the current search) → a download named contatos.csv. */
export function useExportContacts() {
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(
    async (search: string) => {
      setExporting(true);
      try {
        const res = await api.rpc.contacts.contacts.export.$get({ query: { searchParam: search } });
        const url = URL.createObjectURL(await res.blob());
        const a = document.createElement('a');
        a.href = url;
        a.download = CONTACTS_CSV_NAME;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (e) {
        toastError(e);
      } finally {
        setExporting(false);
      }
    },
    [api],
  );
  return { exportCsv, exporting };
}
