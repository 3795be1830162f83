import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareQuoteIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { Flow, FlowCampaign } from '@zapdesk/contracts';
import { call, useApi, useSession } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, toastError } from '@zapdesk/ui';
import { useRecords } from '../../shared/use-records';
import { PhraseCampaignDialog, type ConnectionOption } from './PhraseCampaignDialog';

/**
 * /phrase-lists (admin-automation.md §2 "Phrase campaigns"): name, phrase, flow, status, edit; delete only for
 * the profiles holding the contact-page delete rule (admin, supervisor — §6).
 */
export function PhraseListsPage() {
  const { t } = useTranslation('flows');
  const api = useApi();
  const { user } = useSession();
  const canDelete = user?.profile === 'admin' || user?.profile === 'supervisor';
  const list = useRecords<FlowCampaign>(async () => (await call(api.rpc.flows.flowcampaign.$get())).flow as FlowCampaign[]);
  const [flows, setFlows] = useState<Flow[]>([]);
  const [connections, setConnections] = useState<ConnectionOption[]>([]);
  const [editing, setEditing] = useState<FlowCampaign | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<FlowCampaign | null>(null);

  useEffect(() => {
    call(api.rpc.flows.flowbuilder.$get())
      .then((r) => setFlows(r.flows as Flow[]))
      .catch(toastError);
    call(api.rpc.whatsapps.whatsapp.$get({ query: {} }))
      .then((r) => setConnections((r as { id: number; name: string }[]).map((c) => ({ id: c.id, name: c.name }))))
      .catch(toastError);
  }, [api]);
  const flowName = useMemo(() => new Map(flows.map((f) => [f.id, f.name])), [flows]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="phrase-lists-page">
      <ListPageHeader
        title={t('phrases.title')}
        subtitle={t('phrases.subtitle')}
        testIdPrefix="phrases"
        actions={
          <Button onClick={() => setEditing(null)} data-testid="phrases-add">
            <PlusIcon /> {t('phrases.add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="phrases-table"
        empty={{ icon: <MessageSquareQuoteIcon />, title: t('phrases.empty'), hint: t('phrases.emptyHint') }}
        columns={[{ label: t('phrases.columns.name') }, { label: t('phrases.columns.phrase'), className: 'hidden md:table-cell' }, { label: t('phrases.columns.flow'), className: 'hidden md:table-cell' }, { label: t('phrases.columns.status') }, { label: t('phrases.columns.actions'), className: 'text-right' }]}
        row={(c) => (
          <TableRow key={c.id} data-testid="phrase-row" data-phrase-id={c.id}>
            <TableCell className="font-medium">{c.name}</TableCell>
            <TableCell className="text-muted-foreground hidden max-w-[20rem] truncate md:table-cell">{c.phrase}</TableCell>
            <TableCell className="hidden md:table-cell">{flowName.get(c.flowId) ?? '—'}</TableCell>
            <TableCell>
              <Badge variant={c.status ? 'default' : 'secondary'} data-testid="phrase-row-status">
                {t(c.status ? 'status.active' : 'status.inactive')}
              </Badge>
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('phrases.columns.actions')}
                actions={[
                  { key: 'edit', label: t('phrases.actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(c), testId: 'phrase-edit' },
                  ...(canDelete ? [{ key: 'delete', label: t('phrases.actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(c), destructive: true, testId: 'phrase-delete' }] : []),
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <PhraseCampaignDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} campaign={editing ?? null} flows={flows} connections={connections} onSaved={(c, created) => list.apply({ action: created ? 'create' : 'update', record: c })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={{ apply: (e) => e.action === 'delete' && list.apply({ action: 'delete', id: e.id }) }}
        onDelete={(c) => call(api.rpc.flows.flowcampaign[':id'].$delete({ param: { id: String(c.id) } }))}
        title={(c) => t('phrases.deleteDialog.title', { name: c.name })}
        description={t('phrases.deleteDialog.text')}
        deletedText={t('phrases.toasts.deleted')}
      />
    </div>
  );
}
