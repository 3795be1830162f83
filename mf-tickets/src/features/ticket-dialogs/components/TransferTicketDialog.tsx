import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@zapdesk/ui';
import { useCompanyUsers } from '../../ticket/hooks/useCompanyUsers';
import { useQueues } from '../../ticket/hooks/useQueues';
import type { useTicketActions } from '../../ticket/hooks/useTicketActions';
import type { Ticket, Whatsapp } from '@zapdesk/contracts';
import { QueueSelect } from './QueueSelect';
import { MIN_SEARCH_CHARS, SearchPicker, type PickerItem } from './SearchPicker';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

const KEEP = 'keep';

/**
 * Transfer (core.md §4, §5): to a user (found from 3 characters) and a queue, or to a queue only (the ticket
 * waits there); the queue is required; the connection may change too.
 */
export function TransferTicketDialog({ ticket, actions, onClose }: { ticket: Ticket; actions: ReturnType<typeof useTicketActions>; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const api = useApi();
  const users = useCompanyUsers();
  const queues = useQueues();
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<PickerItem | null>(null);
  const [queueId, setQueueId] = useState<number | null>(null);
  const [whatsappId, setWhatsappId] = useState<number | null>(null);
  const [connections, setConnections] = useState<Whatsapp[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    call(api.rpc.whatsapps.whatsapp.$get({ query: {} }))
      .then(setConnections)
      .catch(() => setConnections([]));
  }, [api]);

  const matches = useMemo(() => {
    const q = term.trim().toLowerCase();
    if (q.length < MIN_SEARCH_CHARS) return [];
    return users.filter((u) => u.name.toLowerCase().includes(q)).slice(0, 20).map((u) => ({ id: u.id, label: u.name, hint: u.queues.map((x) => x.name).join(', ') }));
  }, [users, term]);
  const chosenUser = picked ? users.find((u) => u.id === picked.id) : undefined;
  // A user takes tickets of their own queues; with no user, any queue of the company.
  const queueOptions = chosenUser && chosenUser.queues.length ? chosenUser.queues : queues.all;

  useEffect(() => {
    if (queueId && !queueOptions.some((q) => q.id === queueId)) setQueueId(null);
    if (!queueId && queueOptions.length === 1) setQueueId(queueOptions[0].id);
  }, [picked?.id, queueOptions.length]);

  const submit = async () => {
    setSubmitted(true);
    if (!queueId) return;
    setSaving(true);
    const ok = await actions.transfer(ticket, { userId: picked?.id ?? null, queueId, whatsappId });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="transfer-dialog">
        <DialogHeader>
          <DialogTitle>{t('transfer.title')}</DialogTitle>
          <DialogDescription>{t('transfer.description', { name: contactDisplayName(ticket.contact) })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label>{t('transfer.user')}</Label>
            <SearchPicker value={picked} onChange={setPicked} term={term} onTermChange={setTerm} items={matches} placeholder={t('transfer.userPlaceholder')} testId="transfer-user" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label>{t('dialogs.queue')}</Label>
            <QueueSelect queues={queueOptions} value={queueId} onChange={setQueueId} invalid={submitted && !queueId} testId="transfer-queue" />
            {submitted && !queueId && <p className="text-destructive text-xs">{t('dialogs.selectQueue')}</p>}
          </div>
          {connections.length > 1 && (
            <div className="flex flex-col gap-1.5">
              <Label>{t('transfer.connection')}</Label>
              <Select value={whatsappId ? String(whatsappId) : KEEP} onValueChange={(v) => setWhatsappId(v === KEEP ? null : Number(v))}>
                <SelectTrigger data-testid="transfer-connection">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={KEEP}>{t('transfer.keepConnection', { name: ticket.whatsapp?.name ?? '' })}</SelectItem>
                  {connections.map((c) => (
                    <SelectItem key={c.id} value={String(c.id)}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        </div>
        <FormDialogFooter cancelLabel={t('common:actions.cancel')} saveLabel={t('transfer.save')} onCancel={onClose} onSave={() => void submit()} submitting={saving} saveTestId="transfer-save" />
      </DialogContent>
    </Dialog>
  );
}
