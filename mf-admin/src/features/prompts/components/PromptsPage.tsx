import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotIcon, ExternalLinkIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { Prompt } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, contrastText, useDebouncedValue } from '@zapdesk/ui';
import { useQueues } from '../../queues/hooks/useQueues';
import { usePrompts } from '../hooks/usePrompts';
import { PromptDialog } from './PromptDialog';

/** /prompts (admin-automation.md §2 "Prompts"; plan flag useOpenAi): name, queue, max tokens; add, edit, delete; live updates. */
export function PromptsPage() {
  const { t } = useTranslation('prompts');
  const api = useApi();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = usePrompts(term);
  const { queues } = useQueues();
  const [editing, setEditing] = useState<Prompt | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Prompt | null>(null);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="prompts-page">
      <ListPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        testIdPrefix="prompts"
        actions={
          <>
            <Button variant="outline" asChild>
              <a href="https://platform.openai.com/usage" target="_blank" rel="noreferrer">
                <ExternalLinkIcon /> {t('billing')}
              </a>
            </Button>
            <Button onClick={() => setEditing(null)} data-testid="prompts-add">
              <PlusIcon /> {t('add')}
            </Button>
          </>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="prompts-table"
        empty={{ icon: <BotIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ label: t('columns.name') }, { label: t('columns.queue') }, { label: t('columns.maxTokens'), className: 'hidden sm:table-cell' }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(p) => (
          <TableRow key={p.id} data-testid="prompt-row" data-prompt-id={p.id}>
            <TableCell className="font-medium" data-testid="prompt-row-name">
              {p.name}
            </TableCell>
            <TableCell>
              {p.queue ? (
                <Badge style={{ backgroundColor: p.queue.color, color: contrastText(p.queue.color) }} className="border-transparent">
                  {p.queue.name}
                </Badge>
              ) : (
                <span className="text-muted-foreground text-sm">{t('noQueue')}</span>
              )}
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">{p.maxTokens}</TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(p), testId: 'prompt-edit' },
                  { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(p), destructive: true, testId: 'prompt-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <PromptDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} prompt={editing ?? null} queues={queues ?? []} onSaved={(p, created) => list.apply({ action: created ? 'create' : 'update', record: p })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(p) => call(api.rpc.prompts.prompt[':id'].$delete({ param: { id: String(p.id) } }))}
        title={(p) => t('deleteDialog.title', { name: p.name })}
        description={t('deleteDialog.text')}
        confirmLabel={t('deleteDialog.confirm')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
