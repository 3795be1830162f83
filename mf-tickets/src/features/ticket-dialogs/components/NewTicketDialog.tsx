import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { CircleAlertIcon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter, Label, toastError, useDebouncedValue } from '@zapdesk/ui';
import { useQueues } from '../../ticket/hooks/useQueues';
import { ticketTabsAtom } from '../../ticket/state/ticketTabsAtom';
import type { Ticket } from '@zapdesk/contracts';
import { otherOpenTicket, type OpenTicketHolder } from '../../ticket/utils/other-open-ticket';
import { QueueSelect } from './QueueSelect';
import { MIN_SEARCH_CHARS, SearchPicker, type PickerItem } from './SearchPicker';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';
import { formatPhoneNumber } from '../../contacts/utils/format-phone-number';

/**
 * The new-ticket dialog (core.md §2, §5): a contact found from 3 characters (GET /contacts/list?name=),
 * a queue (required unless admin); an open ticket held elsewhere names its user and queue.
 */
export function NewTicketDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('tickets');
  const api = useApi();
  const navigate = useNavigate();
  const setTabs = useSetAtom(ticketTabsAtom);
  const { user, isAdmin } = useSession();
  const queues = useQueues();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 500);
  // Results belong to the term they answer: while a newer term is pending, older results are not offered.
  const [results, setResults] = useState<{ term: string; items: PickerItem[] }>({ term: '', items: [] });
  const [contact, setContact] = useState<PickerItem | null>(null);
  const [queueId, setQueueId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [held, setHeld] = useState<OpenTicketHolder | null>(null);

  useEffect(() => {
    if (search.length < MIN_SEARCH_CHARS) return;
    let alive = true;
    call(api.rpc.contacts.contacts.list.$get({ query: { name: search } }))
      .then((cs) => alive && setResults({ term: search, items: cs.map((c) => ({ id: c.id, label: contactDisplayName(c), hint: formatPhoneNumber(c.number) })) }))
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, search]);
  const current = results.term === term.trim();

  useEffect(() => {
    if (queues.mine.length === 1 && !isAdmin) setQueueId(queues.mine[0].id);
  }, [queues.mine.length, isAdmin]);

  const queueMissing = !isAdmin && !queueId;
  const submit = async () => {
    setSubmitted(true);
    setHeld(null);
    if (!contact || queueMissing) return;
    setSaving(true);
    try {
      const ticket = await call(api.rpc.tickets.tickets.$post({ json: { contactId: contact.id, queueId, userId: user?.id, status: 'open' } }));
      setTabs({ tab: 'open', openTab: 'open' });
      onClose();
      void navigate({ to: `/tickets/${ticket.uuid}` });
    } catch (e) {
      const h = otherOpenTicket(e);
      if (h) setHeld(h);
      else toastError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="new-ticket-dialog">
        <DialogHeader>
          <DialogTitle>{t('newTicket.title')}</DialogTitle>
          <DialogDescription>{t('newTicket.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label>{t('newTicket.contact')}</Label>
            <SearchPicker
              value={contact}
              onChange={(c) => {
                setContact(c);
                setHeld(null);
              }}
              term={term}
              onTermChange={setTerm}
              items={current ? results.items : []}
              loading={!current && term.trim().length >= MIN_SEARCH_CHARS}
              placeholder={t('newTicket.contactPlaceholder')}
              testId="new-ticket-contact"
            />
            {submitted && !contact && <p className="text-destructive text-xs">{t('newTicket.contactRequired')}</p>}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label>{t('dialogs.queue')}</Label>
            <QueueSelect queues={queues.mine} value={queueId} onChange={setQueueId} allowNone={isAdmin} invalid={submitted && queueMissing} testId="new-ticket-queue" />
            {submitted && queueMissing && <p className="text-destructive text-xs">{t('dialogs.selectQueue')}</p>}
          </div>
          {held && (
            <div className="border-destructive/40 bg-destructive/5 flex gap-2 rounded-md border p-3 text-sm" role="alert" data-testid="other-open-ticket">
              <CircleAlertIcon className="text-destructive mt-0.5 size-4 shrink-0" />
              <div className="flex flex-col gap-2">
                <p>
                  {held.userName
                    ? t('newTicket.heldBy', { user: held.userName, queue: held.queueName ?? t('noQueue') })
                    : t('newTicket.heldWaiting', { queue: held.queueName ?? t('noQueue') })}
                </p>
              </div>
            </div>
          )}
        </div>
        <FormDialogFooter cancelLabel={t('common:actions.cancel')} saveLabel={t('newTicket.save')} onCancel={onClose} onSave={() => void submit()} submitting={saving} saveTestId="new-ticket-save" />
      </DialogContent>
    </Dialog>
  );
}
