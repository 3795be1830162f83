import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, PencilIcon, PlugZapIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { QueueIntegration } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, useDebouncedValue } from '@zapdesk/ui';
import { useQueueIntegrations } from '../hooks/useQueueIntegrations';
import { QueueIntegrationDialog } from './QueueIntegrationDialog';

const externalLinks = [
  { key: 'typebot', href: 'https://typebot.io' },
  { key: 'n8n', href: 'https://n8n.io' },
  { key: 'dialogflow', href: 'https://dialogflow.cloud.google.com' },
] as const;

/** /queue-integration (admin-automation.md §2 "Queue integrations"; plan flag useIntegrations): search, infinite scroll, add, edit, delete. */
export function QueueIntegrationsPage() {
  const { t } = useTranslation('queueIntegrations');
  const api = useApi();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useQueueIntegrations(term);
  const [flows, setFlows] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<QueueIntegration | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<QueueIntegration | null>(null);
  useEffect(() => {
    // Flows belong to the campaigns area: a plan without it simply offers none.
    if (editing !== undefined) void call(api.rpc.flows.flowbuilder.$get()).then((r) => setFlows(r.flows), () => setFlows([]));
  }, [api, editing]);

  const target = (i: QueueIntegration) => (i.type === 'dialogflow' ? i.projectName : i.type === 'typebot' ? `${i.urlN8N.replace(/\/+$/, '')} · ${i.typebotSlug}` : i.type === 'flowbuilder' ? (flows.find((f) => f.id === i.flowId)?.name ?? `#${i.flowId}`) : i.urlN8N);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="integrations-page">
      <ListPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        testIdPrefix="integrations"
        actions={
          <>
            <Button variant="ghost" size="sm" asChild>
              <a href="/flowbuilders">{t('links.flowbuilder')}</a>
            </Button>
            {externalLinks.map((l) => (
              <Button key={l.key} variant="ghost" size="sm" asChild>
                <a href={l.href} target="_blank" rel="noreferrer">
                  {t(`links.${l.key}`)} <ExternalLinkIcon />
                </a>
              </Button>
            ))}
            <Button onClick={() => setEditing(null)} data-testid="integrations-add">
              <PlusIcon /> {t('add')}
            </Button>
          </>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="integrations-table"
        empty={{ icon: <PlugZapIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ label: t('columns.name') }, { label: t('columns.type') }, { label: t('columns.target'), className: 'hidden md:table-cell' }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(i) => (
          <TableRow key={i.id} data-testid="integration-row" data-integration-id={i.id}>
            <TableCell className="font-medium" data-testid="integration-row-name">
              {i.name}
            </TableCell>
            <TableCell>
              <Badge variant="outline">{t(`types.${i.type as 'n8n'}`)}</Badge>
            </TableCell>
            <TableCell className="text-muted-foreground hidden max-w-[26rem] truncate md:table-cell">{target(i)}</TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(i), testId: 'integration-edit' },
                  { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(i), destructive: true, testId: 'integration-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <QueueIntegrationDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} integration={editing ?? null} flows={flows} onSaved={(i, created) => list.apply({ action: created ? 'create' : 'update', record: i })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(i) => call(api.rpc.queueIntegrations.queueIntegration[':id'].$delete({ param: { id: String(i.id) } }))}
        title={(i) => t('deleteDialog.title', { name: i.name })}
        description={t('deleteDialog.text')}
        confirmLabel={t('deleteDialog.confirm')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
