import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FlaskConicalIcon, KeyRoundIcon } from 'lucide-react';
import { integrationLanguages, integrationTypes, type QueueIntegration } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, Label, SelectField, TextareaField, TextField, toast, toastError } from '@zapdesk/ui';
import { integrationBody, integrationFormSchema, integrationFormValues, type IntegrationFormValues } from '../utils/integration-form';

type FormApi = ReturnType<typeof useForm<IntegrationFormValues>>;

/** A stored secret shown as saved, with "Replace" (never "show"): the browser never receives it whole. */
function StoredSecret({ form, name, label, saved, multiline, hint }: { form: FormApi; name: 'jsonContent' | 'secret'; label: string; saved: string; multiline?: boolean; hint?: string }) {
  const { t } = useTranslation('queueIntegrations');
  const [replacing, setReplacing] = useState(false);
  if (saved && !replacing)
    return (
      <div className="flex flex-col gap-2">
        <Label>{label}</Label>
        <div className="bg-muted/40 flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm" data-testid={`integration-${name}-saved`}>
          <KeyRoundIcon className="text-muted-foreground size-4 shrink-0" />
          <span className="font-mono tracking-wider">{saved}</span>
          <span className="text-muted-foreground hidden truncate text-xs sm:inline">{t('dialog.saved')}</span>
          <Button type="button" variant="outline" size="sm" className="ml-auto" onClick={() => setReplacing(true)} data-testid={`integration-${name}-replace`}>
            {t('dialog.replace')}
          </Button>
        </div>
      </div>
    );
  const field = multiline ? (
    <TextareaField control={form.control} name={name} label={label} rows={5} className="max-h-48 font-mono text-xs" spellCheck={false} data-testid={`integration-${name}`} />
  ) : (
    <TextField control={form.control} name={name} label={label} type="password" autoComplete="off" description={hint} data-testid={`integration-${name}`} />
  );
  return (
    <div className="flex flex-col gap-1">
      {field}
      {saved && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="self-start px-0"
          onClick={() => {
            form.setValue(name, '');
            setReplacing(false);
          }}
        >
          {t('dialog.keep')}
        </Button>
      )}
    </div>
  );
}

/** Add or edit a queue integration (admin-automation §3, §5), with the fields of its type and Dialogflow's session test. */
export function QueueIntegrationDialog({ open, onOpenChange, integration, flows, onSaved }: { open: boolean; onOpenChange(open: boolean): void; integration: QueueIntegration | null; flows: { id: number; name: string }[]; onSaved(i: QueueIntegration, created: boolean): void }) {
  const { t } = useTranslation('queueIntegrations');
  const { t: tc } = useTranslation();
  const api = useApi();
  const id = integration?.id ?? null;
  const schema = useMemo(() => integrationFormSchema(t('dialog.errors', { returnObjects: true }) as never, { jsonContent: !!integration?.jsonContent }), [t, integration?.jsonContent]);
  const form = useForm<IntegrationFormValues>({ resolver: zodResolver(schema), defaultValues: integrationFormValues(null) });
  const initial = useRef(integration);
  initial.current = integration;
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    if (open) form.reset(integrationFormValues(initial.current));
  }, [open, id, form]);
  const type = form.watch('type');

  const submit = form.handleSubmit(async (values) => {
    try {
      const json = integrationBody(values);
      const saved = id ? await call(api.rpc.queueIntegrations.queueIntegration[':id'].$put({ param: { id: String(id) }, json })) : await call(api.rpc.queueIntegrations.queueIntegration.$post({ json }));
      toast.success(t(id ? 'toasts.edited' : 'toasts.added'));
      onSaved(saved, !id);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const test = async () => {
    const v = form.getValues();
    setTesting(true);
    try {
      const r = await call(api.rpc.queueIntegrations.queueIntegration.testSession.$post({ json: { projectName: v.projectName.trim(), jsonContent: v.jsonContent.trim() || integration?.jsonContent || '', language: v.language, ...(id ? { id } : {}) } }));
      toast.success(t('toasts.tested', { answer: r.replies.join(' ') || t('toasts.noAnswer') }));
    } catch (e) {
      toastError(e);
    } finally {
      setTesting(false);
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl" closeLabel={tc('actions.close')} data-testid="integration-dialog">
        <DialogHeader>
          <DialogTitle>{t(id ? 'dialog.editTitle' : 'dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField control={form.control} name="type" label={t('dialog.type')} options={integrationTypes.map((x) => ({ value: x, label: t(`types.${x}`) }))} disabled={!!id} data-testid="integration-type" />
                <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus maxLength={50} data-testid="integration-name" />
              </div>
              {type === 'dialogflow' && (
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField control={form.control} name="projectName" label={t('dialog.projectName')} placeholder="meu-agente-123" maxLength={63} data-testid="integration-project" />
                    <SelectField control={form.control} name="language" label={t('dialog.language')} options={integrationLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))} data-testid="integration-language" />
                  </div>
                  <StoredSecret form={form} name="jsonContent" label={t('dialog.jsonContent')} saved={integration?.jsonContent ?? ''} multiline />
                  <Button type="button" variant="outline" className="self-start" onClick={() => void test()} disabled={testing} data-testid="integration-test">
                    <FlaskConicalIcon /> {testing ? t('dialog.testing') : t('dialog.test')}
                  </Button>
                </>
              )}
              {(type === 'n8n' || type === 'webhook') && (
                <>
                  <TextField control={form.control} name="urlN8N" label={t('dialog.url')} placeholder="https://" inputMode="url" data-testid="integration-url" />
                  <StoredSecret form={form} name="secret" label={t('dialog.secret')} saved={integration?.secret ?? ''} hint={t('dialog.secretHint')} />
                </>
              )}
              {type === 'typebot' && (
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField control={form.control} name="urlN8N" label={t('dialog.typebotUrl')} placeholder="https://typebot.io" inputMode="url" data-testid="integration-url" />
                    <TextField control={form.control} name="typebotSlug" label={t('dialog.typebotSlug')} data-testid="integration-slug" />
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField control={form.control} name="typebotExpires" label={t('dialog.typebotExpires')} inputMode="numeric" data-testid="integration-expires" />
                    <TextField control={form.control} name="typebotDelayMessage" label={t('dialog.typebotDelayMessage')} inputMode="numeric" data-testid="integration-delay" />
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField control={form.control} name="typebotKeywordFinish" label={t('dialog.typebotKeywordFinish')} data-testid="integration-finish" />
                    <TextField control={form.control} name="typebotKeywordRestart" label={t('dialog.typebotKeywordRestart')} data-testid="integration-restart" />
                  </div>
                  <TextField control={form.control} name="typebotRestartMessage" label={t('dialog.typebotRestartMessage')} data-testid="integration-restart-message" />
                  <TextField control={form.control} name="typebotUnknownMessage" label={t('dialog.typebotUnknownMessage')} data-testid="integration-unknown-message" />
                </>
              )}
              {type === 'flowbuilder' && (
                <SelectField control={form.control} name="flowId" label={t('dialog.flow')} placeholder={t('dialog.flowPlaceholder')} empty={t('dialog.noFlows')} options={flows.map((f) => ({ value: String(f.id), label: f.name }))} data-testid="integration-flow" />
              )}
            </fieldset>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={busy} saveTestId="integration-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
