import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, Textarea } from '@zapdesk/ui';
import type { ConnectionFormValues } from '../utils/connection-form';

/** Assessments: the rating message sent when a ticket is resolved and the userRating setting is on. */
export function ConnectionAssessmentsTab() {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  return (
    <FormField
      control={form.control}
      name="ratingMessage"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('dialog.ratingMessage')}</FormLabel>
          <FormControl>
            <Textarea rows={5} className="max-h-60" data-testid="connection-ratingMessage" {...field} />
          </FormControl>
          <FormDescription>{t('dialog.ratingHint')}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
