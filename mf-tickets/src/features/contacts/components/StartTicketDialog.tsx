import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call, useApi, useSession } from '@zapdesk/client';
import type { Contact } from '@zapdesk/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, toastError } from '@zapdesk/ui';
import { useUserQueues } from '../../ticket/hooks/useUserQueues';
import { otherOpenTicket, type OpenTicketHolder } from '../../ticket/utils/other-open-ticket';
import { contactDisplayName } from '../utils/contact-display-name';

const NO_QUEUE = 'none';

/** Opens a ticket for the contact in a chosen queue (POST /tickets) and goes to /tickets/{uuid}; non-admins must choose a queue. */
export function StartTicketDialog({ contact, onOpenChange }: { contact: Contact | null; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const queues = useUserQueues(!!contact);
  const [queueId, setQueueId] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<OpenTicketHolder | null>(null);

  useEffect(() => {
    setQueueId('');
    setHeld(null);
  }, [contact?.id]);
  // A user with a single queue has nothing to choose.
  useEffect(() => {
    if (contact && !isAdmin && queues?.length === 1) setQueueId(String(queues[0].id));
  }, [contact, isAdmin, queues]);

  const canStart = !!contact && !busy && (isAdmin || (queueId !== '' && queueId !== NO_QUEUE));
  const start = async () => {
    if (!contact) return;
    setBusy(true);
    setHeld(null);
    try {
      const ticket = await call(api.rpc.tickets.tickets.$post({ json: { contactId: contact.id, queueId: queueId && queueId !== NO_QUEUE ? Number(queueId) : null, status: 'open' } }));
      onOpenChange(false);
      void navigate({ to: `/tickets/${ticket.uuid}` });
    } catch (e) {
      const other = otherOpenTicket(e);
      if (other?.uuid) setHeld(other);
      else toastError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={!!contact} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" closeLabel={tc('actions.close')} data-testid="start-ticket-dialog">
        <DialogHeader>
          <DialogTitle>{t('ticket.title')}</DialogTitle>
          <DialogDescription>{t('ticket.text', { name: contactDisplayName(contact) })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="start-ticket-queue">{t('ticket.queue')}</Label>
          <Select value={queueId} onValueChange={setQueueId} disabled={!queues}>
            <SelectTrigger id="start-ticket-queue" data-testid="start-ticket-queue">
              <SelectValue placeholder={t('ticket.selectQueue')} />
            </SelectTrigger>
            <SelectContent>
              {isAdmin && <SelectItem value={NO_QUEUE}>{t('ticket.noQueue')}</SelectItem>}
              {(queues ?? []).map((q) => (
                <SelectItem key={q.id} value={String(q.id)}>
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: q.color }} aria-hidden />
                  {q.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {held && (
            <div className="bg-muted flex flex-col gap-2 rounded-md p-3 text-sm" role="alert" data-testid="start-ticket-held">
              <p>
                {held.status === 'pending'
                  ? t('ticket.otherOpenWaiting', { queue: held.queueName ?? t('ticket.noQueue') })
                  : t('ticket.otherOpen', { user: held.userName ?? t('ticket.nobody'), queue: held.queueName ?? t('ticket.noQueue') })}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => {
                  onOpenChange(false);
                  void navigate({ to: `/tickets/${held.uuid}` });
                }}
              >
                {t('ticket.openExisting')}
              </Button>
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button disabled={!canStart} onClick={() => void start()} data-testid="start-ticket-submit">
            {t('ticket.start')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
