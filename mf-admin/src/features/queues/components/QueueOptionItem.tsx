import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerDownRightIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { Badge, Button, Input, Textarea, Tooltip, TooltipContent, TooltipTrigger, toastError } from '@zapdesk/ui';
import type { OptionDraft } from '../hooks/useQueueOptionTree';

/**
 * One option edited in place: its number (the path the contact types), title and message, saved on its own.
 * `saved` is the stored text (null for a new option not saved yet); children render below, indented.
 */
export function QueueOptionItem({
  number,
  saved,
  onSave,
  onDelete,
  onAddChild,
  children,
}: {
  number: string;
  saved: OptionDraft | null;
  onSave(draft: OptionDraft): Promise<void>;
  onDelete(): void;
  onAddChild?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('queues');
  const [title, setTitle] = useState(saved?.title ?? '');
  const [message, setMessage] = useState(saved?.message ?? '');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const dirty = !saved || title !== saved.title || message !== (saved.message ?? '');
  const titleError = touched && !title.trim() ? t('options.titleRequired') : null;

  const save = async () => {
    setTouched(true);
    if (!title.trim()) return;
    setBusy(true);
    try {
      await onSave({ title: title.trim(), message });
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-col gap-2" data-testid="queue-option" data-option={number}>
      <div className="bg-card flex flex-col gap-2 rounded-lg border p-3" data-state={saved ? 'saved' : 'new'}>
        <div className="flex items-center gap-2">
          <Badge variant="secondary" className="h-7 min-w-9 font-mono tabular-nums" aria-label={t('options.number', { number })}>
            {number}
          </Badge>
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => setTouched(true)}
            onKeyDown={(e) => {
              // Enter saves this option (and never submits the queue form around it).
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (dirty && !busy) void save();
            }}
            placeholder={t('options.titleLabel')}
            aria-label={t('options.titleLabel')}
            aria-invalid={!!titleError}
            maxLength={100}
            className="h-8"
            data-testid="option-title"
          />
          {!saved && <Badge variant="outline">{t('options.unsaved')}</Badge>}
          <Tooltip>
            <TooltipTrigger asChild>
              <Button type="button" size="icon" variant={dirty ? 'default' : 'ghost'} className="size-8" disabled={busy || !dirty} onClick={() => void save()} aria-label={t('options.save')} data-testid="option-save">
                <SaveIcon />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t('options.save')}</TooltipContent>
          </Tooltip>
          {saved && onAddChild && (
            <Tooltip>
              <TooltipTrigger asChild>
                <Button type="button" size="icon" variant="ghost" className="size-8" disabled={busy} onClick={onAddChild} aria-label={t('options.addChild')} data-testid="option-add-child">
                  <CornerDownRightIcon />
                </Button>
              </TooltipTrigger>
              <TooltipContent>{t('options.addChild')}</TooltipContent>
            </Tooltip>
          )}
          <Tooltip>
            <TooltipTrigger asChild>
              <Button type="button" size="icon" variant="ghost" className="text-destructive hover:text-destructive size-8" disabled={busy} onClick={onDelete} aria-label={t('options.delete')} data-testid="option-delete">
                <Trash2Icon />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t('options.delete')}</TooltipContent>
          </Tooltip>
        </div>
        {titleError && (
          <p className="text-destructive text-xs" role="alert">
            {titleError}
          </p>
        )}
        <Textarea value={message} onChange={(e) => setMessage(e.target.value)} placeholder={t('options.messageLabel')} aria-label={t('options.messageLabel')} rows={2} maxLength={10000} className="min-h-14 text-sm" data-testid="option-message" />
      </div>
      {children}
    </li>
  );
}
