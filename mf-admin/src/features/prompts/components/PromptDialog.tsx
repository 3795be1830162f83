import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRoundIcon } from 'lucide-react';
import { promptModels, promptVoices, type Prompt, type Queue } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, Label, SelectField, TextareaField, TextField, toast, toastError } from '@zapdesk/ui';
import { promptBody, promptFormSchema, promptFormValues, voiceLabel, type PromptFormValues } from '../utils/prompt-form';

/** A stored secret: shown as saved, never whole; "Replace" opens an empty input (admin-automation §2, DECISIONS "Secrets"). */
function SecretInput({ form, name, label, saved }: { form: ReturnType<typeof useForm<PromptFormValues>>; name: 'apiKey' | 'voiceKey'; label: string; saved: string }) {
  const { t } = useTranslation('prompts');
  const [replacing, setReplacing] = useState(false);
  if (saved && !replacing)
    return (
      <div className="flex flex-col gap-2">
        <Label>{label}</Label>
        <div className="bg-muted/40 flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm" data-testid={`prompt-${name}-saved`}>
          <KeyRoundIcon className="text-muted-foreground size-4 shrink-0" />
          <span className="font-mono tracking-wider">{saved}</span>
          <span className="text-muted-foreground hidden truncate text-xs sm:inline">{t('dialog.keySaved')}</span>
          <Button type="button" variant="outline" size="sm" className="ml-auto" onClick={() => setReplacing(true)} data-testid={`prompt-${name}-replace`}>
            {t('dialog.replace')}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <TextField control={form.control} name={name} label={label} type="password" autoComplete="off" maxLength={500} data-testid={`prompt-${name}`} />
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

/** Add or edit a prompt (admin-automation §3, §5, §9). */
export function PromptDialog({ open, onOpenChange, prompt, queues, onSaved }: { open: boolean; onOpenChange(open: boolean): void; prompt: Prompt | null; queues: Queue[]; onSaved(p: Prompt, created: boolean): void }) {
  const { t } = useTranslation('prompts');
  const { t: tc } = useTranslation();
  const api = useApi();
  const id = prompt?.id ?? null;
  const schema = useMemo(() => promptFormSchema(t('dialog.errors', { returnObjects: true }) as never, !!prompt?.apiKey), [t, prompt?.apiKey]);
  const form = useForm<PromptFormValues>({ resolver: zodResolver(schema), defaultValues: promptFormValues(null) });
  const initial = useRef(prompt);
  initial.current = prompt;
  useEffect(() => {
    if (open) form.reset(promptFormValues(initial.current));
  }, [open, id, form]);
  const voice = form.watch('voice');

  const submit = form.handleSubmit(async (values) => {
    try {
      const json = promptBody(values);
      const saved = id ? await call(api.rpc.prompts.prompt[':id'].$put({ param: { id: String(id) }, json })) : await call(api.rpc.prompts.prompt.$post({ json: { ...json, apiKey: json.apiKey ?? '' } }));
      toast.success(t('toasts.saved'));
      onSaved(saved, !id);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl" closeLabel={tc('actions.close')} data-testid="prompt-dialog">
        <DialogHeader>
          <DialogTitle>{t(id ? 'dialog.editTitle' : 'dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus maxLength={100} data-testid="prompt-name" />
                <SecretInput form={form} name="apiKey" label={t('dialog.apiKey')} saved={prompt?.apiKey ?? ''} />
              </div>
              <TextareaField control={form.control} name="prompt" label={t('dialog.prompt')} rows={8} className="max-h-72" data-testid="prompt-text" />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField control={form.control} name="queueId" label={t('dialog.queue')} placeholder={t('dialog.queuePlaceholder')} options={queues.map((q) => ({ value: String(q.id), label: q.name }))} data-testid="prompt-queue" />
                <SelectField control={form.control} name="model" label={t('dialog.model')} options={promptModels.map((m) => ({ value: m, label: m }))} data-testid="prompt-model" />
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField control={form.control} name="maxTokens" label={t('dialog.maxTokens')} inputMode="numeric" data-testid="prompt-max-tokens" />
                <TextField control={form.control} name="temperature" label={t('dialog.temperature')} type="number" min={0} max={1} step={0.1} data-testid="prompt-temperature" />
                <TextField control={form.control} name="maxMessages" label={t('dialog.maxMessages')} inputMode="numeric" data-testid="prompt-max-messages" />
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <SelectField control={form.control} name="voice" label={t('dialog.voice')} options={promptVoices.map((v) => ({ value: v, label: v === 'texto' ? t('voices.texto') : voiceLabel(v) }))} data-testid="prompt-voice" />
                {voice !== 'texto' && <SecretInput form={form} name="voiceKey" label={t('dialog.voiceKey')} saved={prompt?.voiceKey ?? ''} />}
                {voice !== 'texto' && <TextField control={form.control} name="voiceRegion" label={t('dialog.voiceRegion')} placeholder="brazilsouth" maxLength={50} data-testid="prompt-voice-region" />}
              </div>
            </fieldset>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={busy} saveTestId="prompt-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
