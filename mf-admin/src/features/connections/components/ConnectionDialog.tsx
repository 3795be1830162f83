import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { call, isApiError, useApi } from '@zapdesk/client';
import type { Whatsapp } from '@zapdesk/contracts';
import { errorText } from '@zapdesk/i18n';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Form, FormDialogFooter, Tabs, TabsContent, TabsList, TabsTrigger, toast, toastError } from '@zapdesk/ui';
import type { QueueRef } from '../hooks/useQueueOptions';
import { apiErrorField, connectionBody, connectionFormDefaults, connectionFormSchema, firstTabWithError, type ConnectionFormTab, type ConnectionFormValues } from '../utils/connection-form';
import { ConnectionAssessmentsTab } from './ConnectionAssessmentsTab';
import { ConnectionBusinessHoursTab } from './ConnectionBusinessHoursTab';
import { ConnectionGeneralTab } from './ConnectionGeneralTab';
import { ConnectionMessagesTab } from './ConnectionMessagesTab';
import { BotPickers } from '../../bots/components/BotPickers';
import { useBotChoices } from '../../bots/hooks/useBotChoices';

const TABS: ConnectionFormTab[] = ['general', 'messages', 'assessments', 'integrations', 'hours'];

/**
 * Add or edit a connection (admins): tabs General, Messages, Assessments, Integrations (the prompt and the
 * integration that answer before people, when the plan has them) and Business Hours.
 * A new connection's session is started right away, so its QR code follows.
 */
export function ConnectionDialog({ open, connection, queues, onOpenChange }: { open: boolean; connection: Whatsapp | null; queues: QueueRef[]; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const api = useApi();
  const isNew = !connection;
  const [tab, setTab] = useState<ConnectionFormTab>('general');
  const schema = connectionFormSchema({
    nameMin: tc('validation.min', { count: 2 }),
    nameMax: tc('validation.max', { count: 50 }),
    greetingRequired: t('dialog.greetingRequired'),
    wholeNumber: (max) => t('dialog.wholeNumber', { max }),
    invalidTime: t('dialog.invalidTime'),
  });
  const form = useForm<ConnectionFormValues>({ resolver: zodResolver(schema), defaultValues: connectionFormDefaults(connection) });
  const bots = useBotChoices(open);
  const tabs = TABS.filter((k) => k !== 'integrations' || bots.prompts || bots.integrations);

  // Reset when the dialog opens (or switches connection) only: live updates must not wipe what is being typed.
  const id = connection?.id;
  useEffect(() => {
    if (!open) return;
    form.reset(connectionFormDefaults(connection));
    setTab('general');
  }, [open, id]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const body = connectionBody(values, isNew, { prompt: !!bots.prompts, integration: !!bots.integrations });
        if (isNew) {
          const created = await call(api.rpc.whatsapps.whatsapp.$post({ json: body }));
          api.rpc.whatsapps.whatsappsession[':id'].$post({ param: { id: String(created.id) } }).catch(toastError);
        } else {
          await api.rpc.whatsapps.whatsapp[':id'].$put({ param: { id: String(connection.id) }, json: body });
        }
        toast.success(t('toasts.saved'));
        onOpenChange(false);
      } catch (e) {
        const field = isApiError(e) ? apiErrorField(e.error, (e.body as { fields?: Record<string, unknown> } | null)?.fields) : null;
        if (field) {
          form.setError(field as FieldPath<ConnectionFormValues>, { message: errorText(e) });
          setTab(firstTabWithError([field]) ?? tab);
        }
        toastError(e);
      }
    },
    (errors) => {
      const first = firstTabWithError(Object.keys(errors));
      if (first) setTab(first);
      toast.error(t('dialog.fixErrors'), { id: 'connection-form-invalid' });
    },
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !form.formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="flex max-h-[92vh] flex-col gap-0 p-0 sm:h-[min(46rem,92vh)] sm:max-w-2xl" closeLabel={tc('actions.close')} data-testid="connection-dialog">
        <DialogHeader className="p-6 pb-4">
          <DialogTitle>{isNew ? t('dialog.addTitle') : t('dialog.editTitle')}</DialogTitle>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <Tabs value={tab} onValueChange={(v) => setTab(v as ConnectionFormTab)} className="min-h-0 flex-1 gap-0">
              <div className="px-6">
                <TabsList className="w-full">
                  {tabs.map((k) => (
                    <TabsTrigger key={k} value={k} data-testid={`connection-tab-${k}`}>
                      {t(`dialog.tabs.${k}`)}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
                <TabsContent value="general">
                  <ConnectionGeneralTab isNew={isNew} isCurrentDefault={!!connection?.isDefault} queueOptions={queues.map((q) => ({ value: q.id, label: q.name, color: q.color }))} />
                </TabsContent>
                <TabsContent value="messages">
                  <ConnectionMessagesTab queues={queues} />
                </TabsContent>
                <TabsContent value="assessments">
                  <ConnectionAssessmentsTab />
                </TabsContent>
                <TabsContent value="integrations">
                  <BotPickers control={form.control} prompts={bots.prompts} integrations={bots.integrations} labels={{ prompt: t('dialog.prompt'), integration: t('dialog.integration'), none: t('dialog.noBot'), hint: t('dialog.botHint') }} />
                </TabsContent>
                <TabsContent value="hours">
                  <ConnectionBusinessHoursTab />
                </TabsContent>
              </div>
            </Tabs>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="connection-save" className="border-t px-6 py-4" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
