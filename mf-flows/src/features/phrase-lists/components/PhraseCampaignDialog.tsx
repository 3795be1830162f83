import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Flow, FlowCampaign } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, SelectField, SwitchField, TextField, toast, toastError } from '@zapdesk/ui';

type Values = { name: string; flowId: string; whatsappId: string; phrase: string; status: boolean };
export type ConnectionOption = { id: number; name: string };

/** A phrase campaign's form (admin-automation.md §5: name, flow and phrase required; a connection is selected; active switch). */
export function PhraseCampaignDialog({
  open,
  onOpenChange,
  campaign,
  flows,
  connections,
  onSaved,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  campaign: FlowCampaign | null;
  flows: Flow[];
  connections: ConnectionOption[];
  onSaved(c: FlowCampaign, created: boolean): void;
}) {
  const { t } = useTranslation('flows');
  const { t: tc } = useTranslation();
  const api = useApi();
  const required = t('errors.required');
  const schema = useMemo(
    () => z.object({ name: z.string().trim().min(1, required).max(100), flowId: z.string().min(1, required), whatsappId: z.string().min(1, t('errors.connection')), phrase: z.string().trim().min(1, required).max(200), status: z.boolean() }),
    [t, required],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', flowId: '', whatsappId: '', phrase: '', status: true } });
  const id = campaign?.id ?? null;

  useEffect(() => {
    if (open) form.reset({ name: campaign?.name ?? '', flowId: campaign ? String(campaign.flowId) : '', whatsappId: campaign?.whatsappId ? String(campaign.whatsappId) : connections.length === 1 ? String(connections[0]!.id) : '', phrase: campaign?.phrase ?? '', status: campaign?.status ?? true });
  }, [open, id]);

  const submit = form.handleSubmit(async (v) => {
    const json = { name: v.name, flowId: Number(v.flowId), whatsappId: Number(v.whatsappId), phrase: v.phrase, status: v.status };
    try {
      const saved = id ? await call(api.rpc.flows.flowcampaign.$put({ json: { id, ...json } })) : await call(api.rpc.flows.flowcampaign.$post({ json }));
      toast.success(t(id ? 'phrases.toasts.updated' : 'phrases.toasts.created'));
      onSaved(saved as FlowCampaign, !id);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const title = t(id ? 'phrases.dialog.editTitle' : 'phrases.dialog.addTitle');
  return (
    <Dialog open={open} onOpenChange={(o) => !form.formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md" closeLabel={tc('actions.close')} data-testid="phrase-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('phrases.dialog.name')} autoFocus autoComplete="off" maxLength={100} data-testid="phrase-name" />
            <SelectField control={form.control} name="flowId" label={t('phrases.dialog.flow')} placeholder={t('phrases.dialog.pickFlow')} options={flows.map((f) => ({ value: String(f.id), label: f.name, testId: `phrase-flow-${f.id}` }))} data-testid="phrase-flow" />
            <SelectField control={form.control} name="whatsappId" label={t('phrases.dialog.connection')} placeholder={t('phrases.dialog.pickConnection')} options={connections.map((c) => ({ value: String(c.id), label: c.name, testId: `phrase-connection-${c.id}` }))} data-testid="phrase-connection" />
            <TextField control={form.control} name="phrase" label={t('phrases.dialog.phrase')} autoComplete="off" maxLength={200} data-testid="phrase-phrase" />
            <SwitchField control={form.control} name="status" label={t('phrases.dialog.status')} data-testid="phrase-status" />
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="phrase-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
