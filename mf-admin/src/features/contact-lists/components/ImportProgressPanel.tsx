import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon, CheckCircle2Icon, LoaderCircleIcon, XIcon } from 'lucide-react';
import { Button, Card, Progress } from '@zapdesk/ui';
import type { ContactListImport } from '@zapdesk/contracts';

/** A spreadsheet import of the list: its progress bar while due work reads it, then what it added and each refused row. */
export function ImportProgressPanel({ importing, onDismiss }: { importing: ContactListImport; onDismiss(): void }) {
  const { t } = useTranslation('contactLists');
  const { t: tContacts } = useTranslation('contacts');
  const { status, fileName: file } = importing;
  const finished = status === 'done' || status === 'failed';
  const text =
    status === 'pending'
      ? t('import.pending', { file })
      : status === 'processing'
        ? t('import.processing', { file, processed: importing.processed, total: importing.total })
        : status === 'done'
          ? t('import.done', { file, added: importing.added, merged: importing.merged })
          : t('import.failed', { file, error: importing.error ?? '' });
  const Icon = status === 'failed' ? AlertTriangleIcon : status === 'done' ? CheckCircle2Icon : LoaderCircleIcon;
  return (
    <Card className="gap-3 px-4 py-3" data-testid="contact-list-import" data-status={status}>
      <div className="flex items-center gap-3">
        <Icon className={status === 'failed' ? 'text-destructive size-5 shrink-0' : status === 'done' ? 'size-5 shrink-0 text-emerald-600 dark:text-emerald-400' : 'text-muted-foreground size-5 shrink-0 animate-spin'} />
        <p className="min-w-0 flex-1 text-sm" data-testid="contact-list-import-text">
          {text}
        </p>
        <span className="text-muted-foreground text-sm tabular-nums" data-testid="contact-list-import-percent">
          {Math.round(importing.progress)}%
        </span>
        {finished && (
          <Button variant="ghost" size="icon" className="size-7" aria-label={t('import.dismiss')} title={t('import.dismiss')} onClick={onDismiss} data-testid="contact-list-import-dismiss">
            <XIcon />
          </Button>
        )}
      </div>
      <Progress value={importing.progress} aria-label={text} indicatorClassName={status === 'failed' ? 'bg-destructive' : undefined} data-testid="contact-list-import-progress" />
      {importing.errors.length > 0 && (
        <div className="flex flex-col gap-1" data-testid="contact-list-import-errors">
          <p className="text-destructive text-sm font-medium">{t('import.errorsTitle', { count: importing.errors.length })}</p>
          <ul className="max-h-40 overflow-auto text-sm">
            {importing.errors.map((e) => (
              <li key={`${e.line}-${e.code}`} className="flex gap-2 py-0.5" data-testid="contact-list-import-error">
                <span className="text-muted-foreground w-20 shrink-0 tabular-nums">{t('import.line', { line: e.line })}</span>
                <span className="w-36 shrink-0 truncate font-mono text-xs leading-5">{e.number}</span>
                <span className="min-w-0">{tContacts(`import.reasons.${e.code}`, { field: e.field ? tContacts(`import.fields.${e.field}`) : '', line: e.firstLine })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
