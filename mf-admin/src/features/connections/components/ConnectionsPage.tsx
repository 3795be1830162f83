import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { PencilIcon, PlusIcon, SmartphoneIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import {
  Button, Card, ConfirmDialog, EmptyState, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast, toastError, Tooltip,
  TooltipContent, TooltipProvider, TooltipTrigger,
} from '@zapdesk/ui';
import { useConnections } from '../hooks/useConnections';
import { useQueueOptions } from '../hooks/useQueueOptions';
import type { Connection } from '../utils/connection';
import type { SessionAction } from '../utils/session-actions';
import { ConnectionDialog } from './ConnectionDialog';
import { ConnectionStatusBadge } from './ConnectionStatusBadge';
import { QrCodeDialog } from './QrCodeDialog';
import { SessionActions } from './SessionActions';

type Confirm = { kind: 'delete' | 'disconnect'; connection: Connection };

const updatedAtText = (iso: string) => {
  try {
    return format(parseISO(iso), 'dd/MM/yyyy HH:mm');
  } catch {
    return '';
  }
};

/** /connections: the company's connections with live status; admins add, edit, delete and drive sessions. */
export function ConnectionsPage() {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { isAdmin } = useSession();
  const { connections } = useConnections();
  const { queues } = useQueueOptions(isAdmin);
  const [dialog, setDialog] = useState<{ open: boolean; connection: Connection | null }>({ open: false, connection: null });
  const [qrId, setQrId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState<number[]>([]);

  const qrConnection = connections?.find((c) => c.id === qrId) ?? null;

  const runSession = async (c: Connection, action: Exclude<SessionAction, 'connecting'>) => {
    if (action === 'qrcode') return setQrId(c.id);
    if (action === 'disconnect') return setConfirm({ kind: 'disconnect', connection: c });
    setBusy((b) => [...b, c.id]);
    try {
      if (action === 'tryAgain') await api.post(`/whatsappsession/${c.id}`);
      else await api.put(`/whatsappsession/${c.id}`);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy((b) => b.filter((id) => id !== c.id));
    }
  };

  const confirmAction = async () => {
    if (!confirm) return;
    const { kind, connection } = confirm;
    try {
      if (kind === 'delete') {
        await api.delete(`/whatsapp/${connection.id}`);
        toast.success(t('toasts.deleted'));
      } else {
        await api.delete(`/whatsappsession/${connection.id}`);
        toast.success(t('toasts.disconnected'));
      }
    } catch (e) {
      toastError(e);
      throw e;
    }
  };

  return (
    <TooltipProvider>
      <div className="mx-auto flex max-w-7xl flex-col gap-5 p-4 sm:p-6" data-testid="connections-page">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          {isAdmin && (
            <Button onClick={() => setDialog({ open: true, connection: null })} data-testid="connection-add">
              <PlusIcon />
              {t('add')}
            </Button>
          )}
        </div>

        {!connections ? (
          <Card className="gap-2 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </Card>
        ) : connections.length === 0 ? (
          <EmptyState icon={<SmartphoneIcon />} title={t('empty')} hint={isAdmin ? t('emptyHint') : undefined} />
        ) : (
          <Card className="py-2">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">{t('columns.name')}</TableHead>
                  <TableHead>{t('columns.status')}</TableHead>
                  {isAdmin && <TableHead>{t('columns.session')}</TableHead>}
                  <TableHead>{t('columns.updatedAt')}</TableHead>
                  <TableHead className="text-center">{t('columns.isDefault')}</TableHead>
                  {isAdmin && <TableHead className="pr-4 text-right">{t('columns.actions')}</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {connections.map((c) => (
                  <TableRow key={c.id} data-testid="connection-row" data-connection-id={c.id} data-name={c.name}>
                    <TableCell className="pl-4">
                      <div className="font-medium">{c.name}</div>
                      {c.number && <div className="text-muted-foreground text-xs tabular-nums">+{c.number}</div>}
                    </TableCell>
                    <TableCell>
                      <ConnectionStatusBadge status={c.status} />
                    </TableCell>
                    {isAdmin && (
                      <TableCell>
                        <SessionActions connection={c} busy={busy.includes(c.id)} onAction={(a) => void runSession(c, a)} />
                      </TableCell>
                    )}
                    <TableCell className="text-muted-foreground tabular-nums" data-testid="connection-updated-at">
                      {updatedAtText(c.updatedAt)}
                    </TableCell>
                    <TableCell className="text-center">
                      {c.isDefault && (
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <span className="inline-flex" data-testid="connection-is-default">
                              <StarIcon className="size-5 fill-amber-400 text-amber-500" aria-label={t('defaultConnection')} />
                            </span>
                          </TooltipTrigger>
                          <TooltipContent>{t('defaultConnection')}</TooltipContent>
                        </Tooltip>
                      )}
                    </TableCell>
                    {isAdmin && (
                      <TableCell className="pr-4 text-right">
                        <Button variant="ghost" size="icon" aria-label={t('actions.edit')} title={t('actions.edit')} onClick={() => setDialog({ open: true, connection: c })} data-testid="connection-edit">
                          <PencilIcon />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive hover:text-destructive"
                          aria-label={t('actions.delete')}
                          title={t('actions.delete')}
                          onClick={() => setConfirm({ kind: 'delete', connection: c })}
                          data-testid="connection-delete"
                        >
                          <Trash2Icon />
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}

        {isAdmin && (
          <>
            <ConnectionDialog open={dialog.open} connection={dialog.connection} queues={queues} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
            <QrCodeDialog connection={qrConnection} onClose={() => setQrId(null)} />
            <ConfirmDialog
              open={!!confirm}
              onOpenChange={(o) => !o && setConfirm(null)}
              title={confirm ? t(confirm.kind === 'delete' ? 'confirm.deleteTitle' : 'confirm.disconnectTitle', { name: confirm.connection.name }) : ''}
              description={confirm ? t(confirm.kind === 'delete' ? 'confirm.deleteText' : 'confirm.disconnectText') : ''}
              confirmLabel={confirm?.kind === 'disconnect' ? t('actions.disconnect') : t('actions.delete')}
              cancelLabel={tc('actions.cancel')}
              onConfirm={confirmAction}
            />
          </>
        )}
      </div>
    </TooltipProvider>
  );
}
