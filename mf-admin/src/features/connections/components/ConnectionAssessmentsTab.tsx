import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@zapdesk/ui';
import type { ConnectionFormValues } from '../utils/connection-form';

/** Assessments: the rating message sent when a ticket is resolved and the userRating setting is on. */
export function ConnectionAssessmentsTab() {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  return (
    <TextareaField control={form.control} name="ratingMessage" label={t('dialog.ratingMessage')} description={t('dialog.ratingHint')} rows={5} className="max-h-60" data-testid="connection-ratingMessage" />
  );
}
