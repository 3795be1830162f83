import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@zapdesk/client';
import { toast, toastError } from '@zapdesk/ui';
import type { TicketNote } from '../utils/contact-types';

/** A contact's notes (GET /ticket-notes/list), optionally of one ticket; add and delete with success toasts (core.md §8). */
export function useContactNotes(contactId: number, ticketId?: number) {
  const api = useApi();
  const { t } = useTranslation('tickets');
  const [notes, setNotes] = useState<TicketNote[] | null>(null);

  const reload = useCallback(
    () =>
      api
        .get<TicketNote[]>('/ticket-notes/list', { query: { contactId, ticketId } })
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
      await api.post('/ticket-notes', { note, contactId, ticketId: ticketId ?? null });
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
      await api.delete(`/ticket-notes/${id}`);
      toast.success(t('notes.deleted'));
      setNotes((ns) => ns?.filter((n) => n.id !== id) ?? ns);
    } catch (e) {
      toastError(e);
    }
  };
  return { notes, add, remove };
}
