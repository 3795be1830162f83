import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEvent, WithId } from '../lib/list-records';
import { RecordConfirmDialog } from './confirm-dialog';

/**
 * Asks before deleting a record of a list page, open while `record` is set: confirming runs `onDelete(record)` (the
 * API call), drops the row from `list` when one is given, and says `deletedText`; a failure goes to `onError` (by
 * default the API error toast) and keeps the dialog open. The buttons read "Delete" (or `confirmLabel`) and
 * "Cancel". The title is made of the record, the last one shown while the dialog fades out.
 */
export function DeleteRecordDialog<T extends WithId>({
  record,
  onClose,
  onDelete,
  list,
  title,
  description,
  confirmLabel,
  deletedText,
  onError,
}: {
  record: T | null;
  onClose(): void;
  onDelete(record: T): Promise<unknown>;
  list?: { apply(e: ListEvent<T>): void };
  title(record: T): ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  deletedText: string;
  onError?(error: unknown): void;
}) {
  const { t } = useTranslation();
  const shown = useRef(record);
  if (record !== null) shown.current = record;
  return (
    <RecordConfirmDialog
      record={record}
      onClose={onClose}
      action={async (r) => {
        await onDelete(r);
        list?.apply({ action: 'delete', id: r.id });
      }}
      doneText={deletedText}
      onError={onError}
      title={shown.current === null ? '' : title(shown.current)}
      description={description}
      confirmLabel={confirmLabel ?? t('common:actions.delete')}
      cancelLabel={t('common:actions.cancel')}
    />
  );
}
