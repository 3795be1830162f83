import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, Input, SelectField, Textarea } from '@zapdesk/ui';
import type { QueueRef } from '../hooks/useQueueOptions';
import type { ConnectionFormValues } from '../utils/connection-form';

type TextKey = 'greetingMessage' | 'complationMessage' | 'outOfHoursMessage' | 'expiresInactiveMessage';
type NumberKey = 'expiresTicket' | 'timeUseBotQueues' | 'maxUseBotQueues' | 'timeToTransfer';

function MessageField({ name, hint }: { name: TextKey; hint?: string }) {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(`dialog.${name}`)}</FormLabel>
          <FormControl>
            <Textarea rows={3} className="max-h-40" data-testid={`connection-${name}`} {...field} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function NumberField({ name, hint }: { name: NumberKey; hint?: string }) {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(`dialog.${name}`)}</FormLabel>
          <FormControl>
            <Input inputMode="numeric" data-testid={`connection-${name}`} {...field} onChange={(e) => field.onChange(e.target.value.replace(/[^\d]/g, ''))} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Messages: greeting (required with more than one queue), completion, out of hours, expiry, queue-menu limits and the automatic transfer. */
export function ConnectionMessagesTab({ queues }: { queues: QueueRef[] }) {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  const queueCount = useWatch({ control: form.control, name: 'queueIds' }).length;
  return (
    <div className="grid gap-4">
      <MessageField name="greetingMessage" hint={queueCount > 1 ? t('dialog.greetingHint') : undefined} />
      <MessageField name="complationMessage" />
      <MessageField name="outOfHoursMessage" />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr] sm:items-start">
        <MessageField name="expiresInactiveMessage" />
        <NumberField name="expiresTicket" hint={t('dialog.expiresTicketHint')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <NumberField name="timeUseBotQueues" />
        <NumberField name="maxUseBotQueues" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SelectField
          control={form.control}
          name="transferQueueId"
          label={t('dialog.transferQueue')}
          description={t('dialog.timeToTransferHint')}
          empty={t('dialog.noTransfer')}
          options={queues.map((q) => ({ value: String(q.id), label: <><span className="size-2.5 rounded-full" style={{ backgroundColor: q.color }} aria-hidden />{q.name}</> }))}
          data-testid="connection-transferQueueId"
        />
        <NumberField name="timeToTransfer" />
      </div>
    </div>
  );
}
