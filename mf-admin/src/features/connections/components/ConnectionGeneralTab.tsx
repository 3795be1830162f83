import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, MultiSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Switch, TextField, type MultiSelectOption } from '@zapdesk/ui';
import type { ConnectionFormValues } from '../utils/connection-form';

/**
 * General: name, default flag, provider (fixed once created), queues and the external API token. The default
 * connection cannot be unset (one must exist): another connection takes the flag instead.
 */
export function ConnectionGeneralTab({ isNew, isCurrentDefault, queueOptions }: { isNew: boolean; isCurrentDefault: boolean; queueOptions: MultiSelectOption<number>[] }) {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus maxLength={50} data-testid="connection-name" />
        <FormField
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <FormItem className="sm:pt-7" title={isCurrentDefault ? t('dialog.defaultLocked') : t('dialog.isDefaultHint')}>
              <div className="flex items-center gap-2">
                <FormControl>
                  <Switch checked={field.value} onCheckedChange={field.onChange} disabled={isCurrentDefault} data-testid="connection-default" />
                </FormControl>
                <FormLabel>{t('dialog.isDefault')}</FormLabel>
              </div>
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="provider"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('dialog.provider')}</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} disabled={!isNew}>
              <FormControl>
                <SelectTrigger data-testid="connection-provider">
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {(['baileys', 'simulator'] as const).map((p) => (
                  <SelectItem key={p} value={p} data-testid={`connection-provider-${p}`}>
                    {t(`dialog.providers.${p}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!isNew && <FormDescription>{t('dialog.providerLocked')}</FormDescription>}
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="queueIds"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('dialog.queues')}</FormLabel>
            <FormControl>
              <MultiSelect options={queueOptions} value={field.value} onChange={field.onChange} placeholder={t('dialog.queuesPlaceholder')} emptyText={t('dialog.noQueues')} data-testid="connection-queues" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={form.control} name="token" label={t('dialog.token')} description={t('dialog.tokenHint')} autoComplete="off" spellCheck={false} maxLength={100} className="font-mono" />
    </div>
  );
}
