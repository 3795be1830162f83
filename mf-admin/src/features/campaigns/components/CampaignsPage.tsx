import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3Icon, EyeIcon, MegaphoneIcon, PencilIcon, PlusIcon, RotateCcwIcon, SquareIcon, Trash2Icon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { DEFAULT_TIMEZONE, type Campaign } from '@zapdesk/contracts';
import { Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, useDebouncedValue, type RowAction } from '@zapdesk/ui';
import { useCampaignActions } from '../hooks/useCampaignActions';
import { useCampaignOptions } from '../hooks/useCampaignOptions';
import { useCampaigns } from '../hooks/useCampaigns';
import { canCancel, canRestart, isCampaignEditable } from '../utils/campaign-rules';
import { CampaignDialog } from './CampaignDialog';
import { CampaignStatusBadge } from './CampaignStatusBadge';

/**
 * /campaigns (admin-automation.md §2 "Campaigns"): the company's campaigns with search, add/edit (read-only
 * outside the editing window), cancel, restart, delete and the report; live through `company-{id}-campaign`.
 */
export function CampaignsPage() {
  const { t, i18n } = useTranslation('campaigns');
  const api = useApi();
  const navigate = useNavigate();
  const user = useSession().user;
  const timeZone = user?.company?.timezone ?? DEFAULT_TIMEZONE;
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useCampaigns(term);
  const options = useCampaignOptions(true, user?.profile === 'admin');
  const actions = useCampaignActions();
  const [editing, setEditing] = useState<Campaign | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const tagName = useMemo(() => new Map(options.tags.map((x) => [x.id, x.name])), [options.tags]);
  const dateTime = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }), [i18n.language, timeZone]);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const replace = (c: Campaign | null) => c && list.apply({ action: 'update', record: c });
  const report = (c: Campaign) => void navigate({ to: `/campaign/${c.id}/report` });

  const target = (c: Campaign) => (c.contactList ? c.contactList.name : c.tagId ? t('tagTarget', { name: tagName.get(c.tagId) ?? `#${c.tagId}` }) : t('noTarget'));
  const rowActions = (c: Campaign): RowAction[] => {
    const editable = isCampaignEditable(c);
    const a: RowAction[] = [{ key: 'report', label: t('actions.report'), icon: <BarChart3Icon />, onSelect: () => report(c), testId: 'campaign-report' }];
    if (canCancel(c.status)) a.push({ key: 'cancel', label: t('actions.cancel'), icon: <SquareIcon />, onSelect: () => void actions.cancel(c).then(replace), testId: 'campaign-cancel' });
    if (canRestart(c.status)) a.push({ key: 'restart', label: t('actions.restart'), icon: <RotateCcwIcon />, onSelect: () => void actions.restart(c).then(replace), testId: 'campaign-restart' });
    a.push({ key: 'edit', label: t(editable ? 'actions.edit' : 'actions.view'), icon: editable ? <PencilIcon /> : <EyeIcon />, onSelect: () => setEditing(c), testId: 'campaign-edit' });
    a.push({ key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(c), destructive: true, testId: 'campaign-delete' });
    return a;
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="campaigns-page">
      <ListPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        testIdPrefix="campaigns"
        actions={
          <Button onClick={() => setEditing(null)} data-testid="campaign-add">
            <PlusIcon /> {t('add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="campaigns-table"
        empty={{ icon: <MegaphoneIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[
          { label: t('columns.name') },
          { label: t('columns.status') },
          { label: t('columns.target'), className: 'hidden md:table-cell' },
          { label: t('columns.connection'), className: 'hidden lg:table-cell' },
          { label: t('columns.sends'), className: 'hidden sm:table-cell' },
          { label: t('columns.scheduledAt'), className: 'hidden sm:table-cell' },
          { label: t('columns.completedAt'), className: 'hidden xl:table-cell' },
          { label: t('columns.actions'), className: 'text-right' },
        ]}
        row={(c) => (
          <TableRow key={c.id} data-testid="campaign-row" data-campaign-id={c.id} data-status={c.status}>
            <TableCell className="max-w-72">
              <button type="button" className="hover:text-primary block max-w-full truncate text-left font-medium hover:underline" onClick={() => report(c)} title={c.name} data-testid="campaign-name">
                {c.name}
              </button>
            </TableCell>
            <TableCell>
              <CampaignStatusBadge status={c.status} />
            </TableCell>
            <TableCell className="text-muted-foreground hidden max-w-56 truncate md:table-cell" data-testid="campaign-target">
              {target(c)}
            </TableCell>
            <TableCell className="hidden lg:table-cell" data-testid="campaign-row-connection">
              {c.whatsapp ? (
                <span className="inline-flex items-center gap-1.5">
                  <span className={c.whatsapp.status === 'CONNECTED' ? 'size-2 rounded-full bg-emerald-500' : 'bg-muted-foreground/50 size-2 rounded-full'} aria-hidden />
                  {c.whatsapp.name}
                </span>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </TableCell>
            <TableCell className="hidden text-sm tabular-nums sm:table-cell" data-testid="campaign-counts" data-sent={c.counts.sent} data-delivered={c.counts.delivered}>
              {c.counts.sent === 0 ? (
                <span className="text-muted-foreground">—</span>
              ) : (
                <span className="flex flex-col leading-tight">
                  <span>{t('sentCount', { count: c.counts.sent, formatted: number.format(c.counts.sent) })}</span>
                  <span className="text-muted-foreground text-xs">{t('deliveredCount', { count: c.counts.delivered, formatted: number.format(c.counts.delivered) })}</span>
                </span>
              )}
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell" data-testid="campaign-scheduled-at">
              {c.scheduledAt ? dateTime.format(new Date(c.scheduledAt)) : <span className="text-muted-foreground">{t('notScheduled')}</span>}
            </TableCell>
            <TableCell className="text-muted-foreground hidden tabular-nums xl:table-cell">{c.completedAt ? dateTime.format(new Date(c.completedAt)) : '—'}</TableCell>
            <TableCell className="text-right">
              <RowActions moreLabel={t('columns.actions')} actions={rowActions(c)} />
            </TableCell>
          </TableRow>
        )}
      />
      <CampaignDialog
        open={editing !== undefined}
        onOpenChange={(o) => !o && setEditing(undefined)}
        campaign={editing ?? null}
        options={options}
        timeZone={timeZone}
        onSaved={(c, created) => list.apply({ action: created ? 'create' : 'update', record: c })}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(c) => call(api.rpc.campaigns.campaigns[':id'].$delete({ param: { id: String(c.id) } }))}
        title={(c) => t('delete.title', { name: c.name })}
        description={t('delete.text')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
