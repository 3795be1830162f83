import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { toast, toastError } from '@zapdesk/ui';
import type { TicketNote } from '@zapdesk/contracts';

/** A contact's notes (GET /ticket-notes/list), optionally of one ticket; add and delete with success toasts (core.md §8). */
export function useContactNotes(contactId: number, ticketId?: number) {
  const api = useApi();
  const { t } = useTranslation('tickets');
  const [notes, setNotes] = useState<TicketNote[] | null>(null);

  const reload = useCallback(
    () =>
      call(api.rpc.ticketNotes['ticket-notes'].list.$get({ query: { contactId: String(contactId), ticketId: ticketId === undefined ? undefined : String(ticketId) } }))
        .then(setNotes)
        .catch((e) => {
          setNotes([]);
          toastError(e);
        }),
    [api, contactId, ticketId],
  );
  useEffect(() => {
    setNotes(null);
    void reload();
  }, [reload]);

  const add = async (note: string) => {
    try {
      await api.rpc.ticketNotes['ticket-notes'].$post({ json: { note, contactId, ticketId: ticketId ?? null } });
      toast.success(t('notes.added'));
      await reload();
      return true;
    } catch (e) {
      toastError(e);
      return false;
    }
  };
  const remove = async (id: number) => {
    try {
      await api.rpc.ticketNotes['ticket-notes'][':id'].$delete({ param: { id: String(id) } });
      toast.success(t('notes.deleted'));
      setNotes((ns) => ns?.filter((n) => n.id !== id) ?? ns);
    } catch (e) {
      toastError(e);
    }
  };
  return { notes, add, remove };
}
