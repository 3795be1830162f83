import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { ListChecksIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { readStorage, storageKeys, writeStorage } from '@zapdesk/client';
import { Button, Card, EmptyState, Input } from '@zapdesk/ui';
import { parseTasks, removeTask, saveTask, type LocalTask } from '../utils/tasks';

/** /todolist: a sticky-note board kept only in this browser. */
export function TodoListPage() {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState<LocalTask[]>(() => parseTasks(readStorage(storageKeys.tasks)));
  const [text, setText] = useState('');
  const [editIndex, setEditIndex] = useState<number | null>(null);

  useEffect(() => writeStorage(storageKeys.tasks, JSON.stringify(tasks)), [tasks]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setTasks((list) => saveTask(list, text, editIndex));
    setText('');
    setEditIndex(null);
  };
  const fmt = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 p-4 sm:p-6" data-testid="todolist">
      <div>
        <h1 className="text-2xl font-semibold">{t('todolist.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('todolist.localOnly')}</p>
      </div>
      <form onSubmit={submit} className="flex gap-2">
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={t('todolist.placeholder')} aria-label={t('todolist.placeholder')} data-testid="task-input" />
        <Button type="submit" data-testid="task-save">
          {editIndex === null ? t('todolist.add') : t('todolist.save')}
        </Button>
      </form>
      {tasks.length === 0 ? (
        <EmptyState icon={<ListChecksIcon />} title={t('todolist.empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tasks.map((task, i) => (
            <li key={`${task.createdAt}-${i}`}>
              <Card className="h-full gap-3 border-amber-200 bg-amber-50 py-4 dark:border-amber-900/50 dark:bg-amber-950/30" data-testid="task">
                <p className="px-4 text-sm break-words whitespace-pre-wrap">{task.text}</p>
                <div className="mt-auto flex items-center justify-between gap-2 px-4">
                  <span className="text-muted-foreground text-xs">{task.updatedAt !== task.createdAt ? t('todolist.updatedAt', { date: fmt(task.updatedAt) }) : t('todolist.createdAt', { date: fmt(task.createdAt) })}</span>
                  <span className="flex">
                    <Button variant="ghost" size="icon" className="size-7" aria-label={t('todolist.edit')} onClick={() => { setEditIndex(i); setText(task.text); }}>
                      <PencilIcon />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-7" aria-label={t('todolist.delete')} onClick={() => { setTasks((l) => removeTask(l, i)); if (editIndex === i) { setEditIndex(null); setText(''); } }}>
                      <Trash2Icon />
                    </Button>
                  </span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
