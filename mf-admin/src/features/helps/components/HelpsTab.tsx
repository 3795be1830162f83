import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleHelpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import { Button, Card, EmptyState, RecordConfirmDialog, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@zapdesk/ui';
import { AreaTabHeader } from '../../companies/components/AreaTabHeader';
import { LoadMoreSentinel } from '../../companies/components/LoadMoreSentinel';
import { SuperOnly } from '../../companies/components/SuperOnly';
import { useDebouncedValue } from '../../companies/hooks/useDebouncedValue';
import { usePagedRecords } from '../../companies/hooks/usePagedRecords';
import { isOperationError, toastAreaError } from '../../companies/utils/toast-area-error';
import type { Help } from '../utils/help-types';
import { helpVideoCode } from '../utils/youtube';
import { HelpDialog } from './HelpDialog';
import { HelpThumbnail } from './HelpThumbnail';

/** Settings → helps (super users): the help videos every user sees on /helps; add, edit, delete. */
export function HelpsTab() {
  return (
    <SuperOnly>
      <HelpsList />
    </SuperOnly>
  );
}

function HelpsList() {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search);
  const { records, setRecords, hasMore, loading, loadMore, reload } = usePagedRecords<Help>('/helps', 'helps', searchParam, (e) => toastAreaError(e, t('toasts.errorList')));
  const [editing, setEditing] = useState<{ help: Help | null } | null>(null);
  const [deleting, setDeleting] = useState<Help | null>(null);

  return (
    <div className="flex flex-col gap-4" data-testid="helps-tab">
      <AreaTabHeader
        title={t('tab.title')}
        subtitle={records ? t('tab.count', { count: records.length }) + (hasMore ? '+' : '') : ''}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={tc('actions.search')}
        actions={
          <Button onClick={() => setEditing({ help: null })} data-testid="help-add">
            <PlusIcon />
            {t('tab.add')}
          </Button>
        }
      />
      {records && records.length === 0 ? (
        <EmptyState icon={<CircleHelpIcon />} title={searchParam ? t('tab.noMatch') : t('page.empty.title')} />
      ) : (
        <Card className="gap-0 py-0">
          <Table data-testid="helps-table">
            <TableHeader>
              <TableRow>
                <TableHead className="w-32 pl-4">{t('tab.columns.video')}</TableHead>
                <TableHead>{t('tab.columns.title')}</TableHead>
                <TableHead>{t('tab.columns.description')}</TableHead>
                <TableHead className="w-24 pr-4 text-right">{t('tab.columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(records ?? []).map((h) => (
                <TableRow key={h.id} data-testid="help-row">
                  <TableCell className="pl-4">
                    <HelpThumbnail code={helpVideoCode(h.video)} className="w-28 rounded" />
                  </TableCell>
                  <TableCell className="font-medium whitespace-normal">{h.title}</TableCell>
                  <TableCell className="text-muted-foreground max-w-96 truncate" title={h.description ?? ''}>
                    {h.description || '—'}
                  </TableCell>
                  <TableCell className="pr-4 text-right">
                    <Button variant="ghost" size="icon" className="size-8" onClick={() => setEditing({ help: h })} aria-label={tc('actions.edit')} title={tc('actions.edit')} data-testid="help-edit">
                      <PencilIcon />
                    </Button>
                    <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive size-8" onClick={() => setDeleting(h)} aria-label={tc('actions.delete')} title={tc('actions.delete')} data-testid="help-delete">
                      <Trash2Icon />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {(!records || loading) &&
                Array.from({ length: records ? 1 : 3 }, (_, i) => (
                  <TableRow key={`s${i}`}>
                    <TableCell className="pl-4">
                      <Skeleton className="aspect-video w-28" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-5 w-40" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-5 w-60" />
                    </TableCell>
                    <TableCell />
                  </TableRow>
                ))}
            </TableBody>
          </Table>
          <LoadMoreSentinel onVisible={loadMore} active={hasMore && !loading} />
        </Card>
      )}
      <HelpDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        help={editing?.help ?? null}
        onSaved={(saved) => (editing?.help ? setRecords((list) => list?.map((x) => (x.id === saved.id ? saved : x)) ?? null) : void reload())}
      />
      <RecordConfirmDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title', { title: deleting?.title ?? '' })}
        description={t('deleteConfirm.text')}
        confirmLabel={tc('actions.delete')}
        cancelLabel={tc('actions.cancel')}
        action={async (help) => {
          await api.delete(`/helps/${help.id}`);
          setRecords((list) => list?.filter((x) => x.id !== help.id) ?? null);
        }}
        doneText={t('toasts.deleted')}
        onError={(e) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'))}
      />
    </div>
  );
}
