import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { PencilIcon, PlusIcon, SmartphoneIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { Button, DeleteRecordDialog, ListPageHeader, RecordConfirmDialog, RecordsTable, RowActions, TableCell, TableRow, toastError, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@zapdesk/ui';
import { useConnections } from '../hooks/useConnections';
import { useQueueOptions } from '../hooks/useQueueOptions';
import type { Whatsapp } from '@zapdesk/contracts';
import type { SessionAction } from '../utils/session-actions';
import { ConnectionDialog } from './ConnectionDialog';
import { ConnectionStatusBadge } from './ConnectionStatusBadge';
import { QrCodeDialog } from './QrCodeDialog';
import { SessionActions } from './SessionActions';

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
  const [dialog, setDialog] = useState<{ open: boolean; connection: Whatsapp | null }>({ open: false, connection: null });
  const [qrId, setQrId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Whatsapp | null>(null);
  const [disconnecting, setDisconnecting] = useState<Whatsapp | null>(null);
  const [busy, setBusy] = useState<number[]>([]);

  const qrConnection = connections?.find((c) => c.id === qrId) ?? null;

  const runSession = async (c: Whatsapp, action: Exclude<SessionAction, 'connecting'>) => {
    if (action === 'qrcode') return setQrId(c.id);
    if (action === 'disconnect') return setDisconnecting(c);
    setBusy((b) => [...b, c.id]);
    try {
      if (action === 'tryAgain') await api.rpc.whatsapps.whatsappsession[':id'].$post({ param: { id: String(c.id) } });
      else await api.rpc.whatsapps.whatsappsession[':id'].$put({ param: { id: String(c.id) } });
    } catch (e) {
      toastError(e);
    } finally {
      setBusy((b) => b.filter((id) => id !== c.id));
    }
  };

  return (
    <TooltipProvider>
      <div className="mx-auto flex max-w-7xl flex-col gap-5 p-4 sm:p-6" data-testid="connections-page">
        <ListPageHeader
          title={t('title')}
          actions={
            isAdmin && (
              <Button onClick={() => setDialog({ open: true, connection: null })} data-testid="connection-add">
                <PlusIcon />
                {t('add')}
              </Button>
            )
          }
        />

        <RecordsTable
          list={{ records: connections }}
          empty={{ icon: <SmartphoneIcon />, title: t('empty'), hint: isAdmin ? t('emptyHint') : undefined }}
          columns={[
            { label: t('columns.name') },
            { label: t('columns.status') },
            ...(isAdmin ? [{ label: t('columns.session') }] : []),
            { label: t('columns.updatedAt') },
            { label: t('columns.isDefault'), className: 'text-center' },
            ...(isAdmin ? [{ label: t('columns.actions'), className: 'text-right' }] : []),
          ]}
          row={(c) => (
            <TableRow key={c.id} data-testid="connection-row" data-connection-id={c.id} data-name={c.name}>
              <TableCell>
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
                <TableCell className="text-right">
                  <RowActions
                    moreLabel={t('columns.actions')}
                    actions={[
                      { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ open: true, connection: c }), testId: 'connection-edit' },
                      { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(c), destructive: true, testId: 'connection-delete' },
                    ]}
                  />
                </TableCell>
              )}
            </TableRow>
          )}
        />

        {isAdmin && (
          <>
            <ConnectionDialog open={dialog.open} connection={dialog.connection} queues={queues} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
            <QrCodeDialog connection={qrConnection} onClose={() => setQrId(null)} />
            <DeleteRecordDialog
              record={deleting}
              onClose={() => setDeleting(null)}
              title={(c) => t('confirm.deleteTitle', { name: c.name })}
              description={t('confirm.deleteText')}
              confirmLabel={t('actions.delete')}
              onDelete={(c) => api.rpc.whatsapps.whatsapp[':id'].$delete({ param: { id: String(c.id) } })}
              deletedText={t('toasts.deleted')}
            />
            <RecordConfirmDialog
              record={disconnecting}
              onClose={() => setDisconnecting(null)}
              title={t('confirm.disconnectTitle', { name: disconnecting?.name ?? '' })}
              description={t('confirm.disconnectText')}
              confirmLabel={t('actions.disconnect')}
              cancelLabel={tc('actions.cancel')}
              action={(c) => api.rpc.whatsapps.whatsappsession[':id'].$delete({ param: { id: String(c.id) } })}
              doneText={t('toasts.disconnected')}
            />
          </>
        )}
      </div>
    </TooltipProvider>
  );
}
