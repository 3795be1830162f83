import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTreeIcon, PlusIcon } from 'lucide-react';
import { Button, EmptyState, RecordConfirmDialog, Skeleton, TooltipProvider, toast } from '@zapdesk/ui';
import { useQueueOptionTree, type OptionDraft } from '../hooks/useQueueOptionTree';
import type { QueueOptionNode } from '@zapdesk/contracts';
import { QueueOptionItem } from './QueueOptionItem';

type Draft = { key: number; parentId: number | null };
let nextDraftKey = 1;

/**
 * The queue's option tree (admin-automation.md §4): options are edited in place and saved one by one,
 * children are added under a saved option, and a delete re-reads the tree (the server renumbers siblings).
 */
export function QueueOptionsEditor({ queueId }: { queueId: number }) {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const { tree, create, update, remove } = useQueueOptionTree(queueId);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [deleting, setDeleting] = useState<QueueOptionNode | null>(null);

  const addDraft = (parentId: number | null) => setDrafts((d) => [...d, { key: nextDraftKey++, parentId }]);
  const dropDraft = (key: number) => setDrafts((d) => d.filter((x) => x.key !== key));

  const saveDraft = async (draft: Draft, values: OptionDraft) => {
    await create(draft.parentId, values);
    dropDraft(draft.key);
    toast.success(t('options.saved'));
  };
  const saveOption = async (option: QueueOptionNode, values: OptionDraft) => {
    await update(option.id, values);
    toast.success(t('options.saved'));
  };

  const renderLevel = (options: QueueOptionNode[], parentId: number | null, prefix: string) => {
    const pending = drafts.filter((d) => d.parentId === parentId);
    if (!options.length && !pending.length) return null;
    return (
      <ul className={parentId === null ? 'flex flex-col gap-3' : 'border-muted ml-4 flex flex-col gap-2 border-l-2 pl-4'} data-testid={parentId === null ? 'option-tree' : 'option-children'}>
        {options.map((o) => {
          const number = `${prefix}${o.option}`;
          return (
            <QueueOptionItem
              key={`${o.id}-${o.updatedAt}`}
              number={number}
              saved={{ title: o.title, message: o.message ?? '' }}
              onSave={(v) => saveOption(o, v)}
              onDelete={() => setDeleting(o)}
              onAddChild={() => addDraft(o.id)}
            >
              {renderLevel(o.children, o.id, `${number}.`)}
            </QueueOptionItem>
          );
        })}
        {pending.map((d, i) => (
          <QueueOptionItem key={`draft-${d.key}`} number={`${prefix}${options.length + i + 1}`} saved={null} onSave={(v) => saveDraft(d, v)} onDelete={() => dropDraft(d.key)} />
        ))}
      </ul>
    );
  };

  if (!tree) {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const empty = !tree.length && !drafts.some((d) => d.parentId === null);
  return (
    <TooltipProvider>
      <div className="flex flex-col gap-3" data-testid="queue-options-editor">
        <p className="text-muted-foreground text-sm">{t('options.hint')}</p>
        {empty ? <EmptyState icon={<ListTreeIcon />} title={t('options.empty')} className="p-6" /> : renderLevel(tree, null, '')}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => addDraft(null)} data-testid="option-add">
            <PlusIcon />
            {t('options.add')}
          </Button>
        </div>
      </div>
      <RecordConfirmDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('options.deleteConfirm.title', { title: deleting?.title ?? '' })}
        description={t('options.deleteConfirm.text')}
        confirmLabel={tc('actions.delete')}
        cancelLabel={tc('actions.cancel')}
        action={async (option) => {
          await remove(option.id);
          setDrafts((d) => d.filter((x) => x.parentId !== option.id));
        }}
        doneText={t('options.deleted')}
      />
    </TooltipProvider>
  );
}
