import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { Badge, Button, cn, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, useDebouncedValue } from '@zapdesk/ui';
import { useConnections } from '../../connections/hooks/useConnections';
import { useQueueOptions } from '../../connections/hooks/useQueueOptions';
import { useUsers } from '../hooks/useUsers';
import type { User } from '@zapdesk/contracts';
import { UserDialog } from './UserDialog';

/** /users (admins): search from 3 characters, infinite scroll, add, edit and delete (core.md §2 Users). */
export function UsersPage() {
  const { t } = useTranslation('users');
  const api = useApi();
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const list = useUsers(useDebouncedValue(search));
  const { options: queueOptions } = useQueueOptions();
  const { connections } = useConnections();
  const [dialog, setDialog] = useState<{ open: boolean; user: User | null }>({ open: false, user: null });
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <div className="mx-auto flex h-full max-w-7xl flex-col gap-4 p-4 sm:p-6" data-testid="users-page">
      <ListPageHeader
        testIdPrefix="users"
        title={t('title')}
        subtitle={list.count === null ? null : t('count', { count: list.count })}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        searchHint={t('searchHint')}
        actions={
          <Button onClick={() => setDialog({ open: true, user: null })} data-testid="user-add">
            <PlusIcon />
            {t('add')}
          </Button>
        }
      />

      <RecordsTable
        fill
        list={list}
        scrollTestId="users-scroller"
        empty={{ icon: <UsersIcon />, title: t('empty') }}
        columns={[{ label: t('columns.name') }, { label: t('columns.email') }, { label: t('columns.profile') }, { label: t('columns.queues') }, { label: t('columns.online') }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(u) => (
          <TableRow key={u.id} data-testid="user-row" data-email={u.email}>
            <TableCell className="font-medium">
              {u.name}
              {u.super && (
                <Badge variant="outline" className="ml-2">
                  {t('superUser')}
                </Badge>
              )}
            </TableCell>
            <TableCell className="text-muted-foreground">{u.email}</TableCell>
            <TableCell>
              <Badge variant={u.profile === 'admin' ? 'default' : 'secondary'} data-testid="user-profile-badge">
                {t(`profiles.${u.profile}`)}
              </Badge>
            </TableCell>
            <TableCell className="max-w-72 whitespace-normal">
              {u.queues.length === 0 ? (
                <span className="text-muted-foreground text-xs">{t('noQueues')}</span>
              ) : (
                <div className="flex flex-wrap gap-1">
                  {u.queues.map((q) => (
                    <span key={q.id} className="bg-secondary text-secondary-foreground inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-xs">
                      <span className="size-2 rounded-full" style={{ backgroundColor: q.color }} aria-hidden />
                      {q.name}
                    </span>
                  ))}
                </div>
              )}
            </TableCell>
            <TableCell>
              <span className="inline-flex items-center gap-2 text-sm">
                <span className={cn('size-2.5 rounded-full', u.online ? 'bg-emerald-500' : 'bg-muted-foreground/40')} aria-hidden />
                {u.online ? t('online') : t('offline')}
              </span>
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setDialog({ open: true, user: u }), testId: 'user-edit' },
                  { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(u), destructive: true, disabled: u.id === me?.id, testId: 'user-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />

      <UserDialog open={dialog.open} user={dialog.user} queueOptions={queueOptions} connections={connections ?? []} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={(u) => t('confirm.deleteTitle', { name: u.name })}
        description={t('confirm.deleteText')}
        confirmLabel={t('actions.delete')}
        onDelete={(u) => api.rpc.users.users[':id'].$delete({ param: { id: String(u.id) } })}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
