import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@zapdesk/client';
import { RecordConfirmDialog } from '@zapdesk/ui';
import type { ListEvent, WithId } from '../utils/list-records';

/**
 * Asks before deleting a record of a list page; on confirmation DELETEs `path(record)`, drops the record from the
 * list and says so. A refusal is shown as the API's error and keeps the dialog open.
 */
export function DeleteRecordDialog<T extends WithId>({
  record,
  onClose,
  path,
  list,
  title,
  description,
  confirmLabel,
  deletedText,
}: {
  record: T | null;
  onClose(): void;
  path(record: T): string;
  list: { apply(e: ListEvent<T>): void };
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  deletedText: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <RecordConfirmDialog
      record={record}
      onClose={onClose}
      action={async (r) => {
        await api.delete(path(r));
        list.apply({ action: 'delete', id: r.id });
      }}
      doneText={deletedText}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={t('actions.cancel')}
    />
  );
}
