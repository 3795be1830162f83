import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon, PencilIcon, PlusIcon, SearchIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import {
  Badge, Button, Card, cn, ConfirmDialog, EmptyState, Input, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast, toastError,
} from '@zapdesk/ui';
import { useConnections } from '../../connections/hooks/useConnections';
import { useQueueOptions } from '../../connections/hooks/useQueueOptions';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useUsers } from '../hooks/useUsers';
import type { ListUser } from '../utils/user';
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel';
import { UserDialog } from './UserDialog';

/** /users (admins): search from 3 characters, infinite scroll, add, edit and delete (core.md §2 Users). */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const { users, count, hasMore, loadingMore, loadMore } = useUsers(useDebouncedValue(search));
  const { options: queueOptions } = useQueueOptions();
  const { connections } = useConnections();
  const [dialog, setDialog] = useState<{ open: boolean; user: ListUser | null }>({ open: false, user: null });
  const [deleting, setDeleting] = useState<ListUser | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await api.delete(`/users/${deleting.id}`);
      toast.success(t('toasts.deleted'));
    } catch (e) {
      toastError(e);
      throw e;
    }
  };

  return (
    <div className="mx-auto flex h-full max-w-7xl flex-col gap-4 p-4 sm:p-6" data-testid="users-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          {users && <span className="text-muted-foreground text-sm" data-testid="users-count">{t('count', { count })}</span>}
        </div>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-3">
          <div className="relative w-full sm:w-72">
            <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" />
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} title={t('searchHint')} aria-label={t('search')} className="pl-9" data-testid="users-search" />
          </div>
          <Button onClick={() => setDialog({ open: true, user: null })} data-testid="user-add">
            <PlusIcon />
            {t('add')}
          </Button>
        </div>
      </div>

      <Card className="min-h-0 flex-1 gap-0 overflow-hidden py-0">
        <div ref={scroller} className="min-h-0 flex-1 overflow-auto" data-testid="users-scroller">
          {!users ? (
            <div className="flex flex-col gap-2 p-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          ) : users.length === 0 ? (
            <EmptyState className="m-4" icon={<UsersIcon />} title={t('empty')} />
          ) : (
            <Table>
              <TableHeader className="bg-card sticky top-0 z-10">
                <TableRow>
                  <TableHead className="pl-4">{t('columns.name')}</TableHead>
                  <TableHead>{t('columns.email')}</TableHead>
                  <TableHead>{t('columns.profile')}</TableHead>
                  <TableHead>{t('columns.queues')}</TableHead>
                  <TableHead>{t('columns.online')}</TableHead>
                  <TableHead className="pr-4 text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.map((u) => (
                  <TableRow key={u.id} data-testid="user-row" data-email={u.email}>
                    <TableCell className="pl-4 font-medium">
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
                    <TableCell className="pr-4 text-right">
                      <Button variant="ghost" size="icon" aria-label={t('actions.edit')} title={t('actions.edit')} onClick={() => setDialog({ open: true, user: u })} data-testid="user-edit">
                        <PencilIcon />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={t('actions.delete')}
                        title={t('actions.delete')}
                        disabled={u.id === me?.id}
                        onClick={() => setDeleting(u)}
                        data-testid="user-delete"
                      >
                        <Trash2Icon />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <InfiniteScrollSentinel root={scroller} enabled={!!users && hasMore && !loadingMore} onReach={() => void loadMore()} />
          {loadingMore && (
            <div className="text-muted-foreground flex justify-center p-3">
              <LoaderCircleIcon className="size-5 animate-spin" />
            </div>
          )}
        </div>
      </Card>

      <UserDialog open={dialog.open} user={dialog.user} queueOptions={queueOptions} connections={connections ?? []} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? t('confirm.deleteTitle', { name: deleting.name }) : ''}
        description={t('confirm.deleteText')}
        confirmLabel={t('actions.delete')}
        cancelLabel={tc('actions.cancel')}
        onConfirm={remove}
      />
    </div>
  );
}
