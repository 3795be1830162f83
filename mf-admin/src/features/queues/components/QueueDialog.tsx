import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { Button, ColorPicker, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Form, FormControl, FormField, FormItem, FormLabel, FormMessage, Tabs, TabsContent, TabsList, TabsTrigger, TextareaField, TextField, toast } from '@zapdesk/ui';
import { WeeklyScheduleEditor } from '../../schedules/components/WeeklyScheduleEditor';
import type { ScheduleType } from '../../schedules/hooks/useScheduleType';
import { toSevenDays, validateWeeklySchedule } from '../../schedules/utils/weekly-schedule';
import { queueBody, queueFormSchema, type QueueFormValues } from '../utils/queue-form-schema';
import { queueErrorToast } from '../utils/queue-error-toast';
import type { Queue } from '@zapdesk/contracts';
import { QueueOptionsEditor } from './QueueOptionsEditor';
import { BotPickers, botValue } from '../../bots/components/BotPickers';
import { useBotChoices } from '../../bots/hooks/useBotChoices';

type Tab = 'data' | 'schedules' | 'options';

const valuesOf = (q: Queue | null): QueueFormValues => ({
  name: q?.name ?? '',
  color: q?.color ?? '',
  greetingMessage: q?.greetingMessage ?? '',
  outOfHoursMessage: q?.outOfHoursMessage ?? '',
  orderQueue: q?.orderQueue == null ? '' : String(q.orderQueue),
  schedules: toSevenDays(q?.schedules),
  promptId: botValue(q?.promptId),
  integrationId: botValue(q?.integrationId),
});

/**
 * Add or edit a queue: data (name, colour, greeting, order), the weekly hours (only when scheduleType is
 * queue) and the option tree. A new queue gets its options once saved ("save and add options" keeps the
 * dialog open in edit mode).
 */
export function QueueDialog({
  open,
  onOpenChange,
  queue,
  queues,
  scheduleType,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  queue: Queue | null;
  queues: Queue[];
  scheduleType: ScheduleType | null;
  onSaved(queue: Queue): void;
}) {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [current, setCurrent] = useState<Queue | null>(queue);
  const [tab, setTab] = useState<Tab>('data');
  const form = useForm<QueueFormValues>({ resolver: zodResolver(queueFormSchema(t)), defaultValues: valuesOf(queue) });
  const withSchedules = scheduleType === 'queue';
  const bots = useBotChoices(open);

  useEffect(() => {
    if (!open) return;
    setCurrent(queue);
    setTab('data');
    form.reset(valuesOf(queue));
  }, [open, queue, form]);

  const color = form.watch('color');
  const colorOwner = queues.find((q) => q.id !== current?.id && q.color.toLowerCase() === color.trim().toLowerCase());

  const save = (keepOpen: boolean) =>
    form.handleSubmit(
      async (values) => {
        try {
          const body = queueBody(values, withSchedules, { prompt: !!bots.prompts, integration: !!bots.integrations });
          const saved = await call(current ? api.rpc.queues.queue[':id'].$put({ param: { id: String(current.id) }, json: body }) : api.rpc.queues.queue.$post({ json: body }));
          onSaved(saved);
          toast.success(t(current ? 'toasts.saved' : 'toasts.created'));
          if (keepOpen) {
            setCurrent(saved);
            form.reset(valuesOf(saved));
            setTab('options');
          } else onOpenChange(false);
        } catch (e) {
          queueErrorToast(e, (max) => t('toasts.planLimit', { count: max }));
        }
      },
      (errors) => {
        // Show the tab that holds the first error.
        if (errors.schedules && !errors.name && !errors.color && !errors.orderQueue) setTab('schedules');
        else setTab('data');
      },
    )();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-h-[92vh] grid-rows-[auto_minmax(0,1fr)_auto] outline-none sm:max-w-2xl" data-testid="queue-dialog">
        <DialogHeader>
          <DialogTitle>{current ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{current ? current.name : t('dialog.addDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            id="queue-form"
            onSubmit={(e) => {
              e.preventDefault();
              void save(false);
            }}
            className="flex min-h-0 flex-col"
            noValidate
          >
            <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="min-h-0 flex-1">
              <TabsList className="w-full">
                <TabsTrigger value="data" data-testid="queue-tab-data">
                  {t('dialog.tabs.data')}
                </TabsTrigger>
                {withSchedules && (
                  <TabsTrigger value="schedules" data-testid="queue-tab-schedules">
                    {t('dialog.tabs.schedules')}
                  </TabsTrigger>
                )}
                <TabsTrigger value="options" data-testid="queue-tab-options">
                  {t('dialog.tabs.options')}
                </TabsTrigger>
              </TabsList>
              <div className="-mx-1 min-h-0 overflow-y-auto px-1 py-2">
                <TabsContent value="data" forceMount hidden={tab !== 'data'} className="grid grid-cols-[minmax(0,1fr)] gap-4">
                  <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
                    <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus maxLength={50} data-testid="queue-name" />
                    <TextField control={form.control} name="orderQueue" label={t('dialog.orderQueue')} inputMode="numeric" data-testid="queue-order" />
                  </div>
                  <FormField
                    control={form.control}
                    name="color"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t('dialog.color')}</FormLabel>
                        <FormControl>
                          <div data-testid="queue-color">
                            <ColorPicker value={field.value} onChange={field.onChange} label={t('dialog.color')} />
                          </div>
                        </FormControl>
                        {colorOwner && <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="queue-color-in-use">{t('dialog.colorInUse', { name: colorOwner.name })}</p>}
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <TextareaField control={form.control} name="greetingMessage" label={t('dialog.greeting')} description={t('dialog.greetingHint')} rows={4} maxLength={10000} data-testid="queue-greeting" />
                  <BotPickers control={form.control} prompts={bots.prompts} integrations={bots.integrations} labels={{ prompt: t('dialog.prompt'), integration: t('dialog.integration'), none: t('dialog.noBot'), hint: t('dialog.botHint') }} />
                </TabsContent>
                {withSchedules && (
                  <TabsContent value="schedules" forceMount hidden={tab !== 'schedules'} className="grid grid-cols-[minmax(0,1fr)] gap-4">
                    <FormField
                      control={form.control}
                      name="schedules"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>{t('dialog.schedules')}</FormLabel>
                          <WeeklyScheduleEditor value={field.value} onChange={field.onChange} errors={form.formState.isSubmitted ? validateWeeklySchedule(field.value) : null} />
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                    <TextareaField control={form.control} name="outOfHoursMessage" label={t('dialog.outOfHours')} description={t('dialog.outOfHoursHint')} rows={3} maxLength={10000} data-testid="queue-out-of-hours" />
                  </TabsContent>
                )}
                <TabsContent value="options" forceMount hidden={tab !== 'options'}>
                  {current ? (
                    <QueueOptionsEditor queueId={current.id} />
                  ) : (
                    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6">
                      <p className="text-muted-foreground text-sm">{t('dialog.optionsNeedQueue')}</p>
                      <Button type="button" variant="outline" disabled={form.formState.isSubmitting} onClick={() => void save(true)} data-testid="queue-save-and-options">
                        {t('dialog.saveAndOptions')}
                      </Button>
                    </div>
                  )}
                </TabsContent>
              </div>
            </Tabs>
          </form>
        </Form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} data-testid="queue-dialog-close">
            {tab === 'options' ? tc('actions.close') : tc('actions.cancel')}
          </Button>
          {/* Options are saved one by one; the queue's own fields are saved from the other tabs. */}
          {tab !== 'options' && (
            <Button type="submit" form="queue-form" disabled={form.formState.isSubmitting} data-testid="queue-save">
              {tc('actions.save')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
