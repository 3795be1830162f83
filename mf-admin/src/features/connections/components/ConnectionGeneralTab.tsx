import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { RefreshCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, MultiSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Switch, TextField, type MultiSelectOption } from '@zapdesk/ui';
import type { ConnectionFormValues } from '../utils/connection-form';

/**
 * General: name, default flag, provider (fixed once created), queues, the external API token (regenerated on
 * demand) and its requests per second. The default
 * connection cannot be unset (one must exist): another connection takes the flag instead.
 */
export function ConnectionGeneralTab({ isNew, isCurrentDefault, queueOptions }: { isNew: boolean; isCurrentDefault: boolean; queueOptions: MultiSelectOption<number>[] }) {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  const [regenerated, setRegenerated] = useState(false);
  const regenerate = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    form.setValue('token', btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), { shouldDirty: true });
    setRegenerated(true);
  };
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
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField control={form.control} name="token" label={t('dialog.token')} description={regenerated ? t('dialog.regenerateHint') : t('dialog.tokenHint')} autoComplete="off" spellCheck={false} maxLength={100} className="font-mono" data-testid="connection-token" />
        {!isNew && (
          <Button type="button" variant="outline" className="sm:mt-7" onClick={regenerate} data-testid="connection-token-regenerate">
            <RefreshCwIcon /> {t('dialog.regenerateToken')}
          </Button>
        )}
      </div>
      <TextField control={form.control} name="apiRateLimit" label={t('dialog.apiRateLimit')} description={t('dialog.apiRateLimitHint')} inputMode="numeric" data-testid="connection-api-rate-limit" />
    </div>
  );
}
