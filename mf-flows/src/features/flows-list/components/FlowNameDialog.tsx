import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Flow } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, SwitchField, TextField, toast, toastError } from '@zapdesk/ui';

type Values = { name: string; active: boolean };

/** Create a flow or edit its name and status (admin-automation.md §5 "Flow name": required, 2 to 50). */
export function FlowNameDialog({ open, onOpenChange, flow, onSaved }: { open: boolean; onOpenChange(open: boolean): void; flow: Flow | null; onSaved(flow: Flow, created: boolean): void }) {
  const { t } = useTranslation('flows');
  const { t: tc } = useTranslation();
  const api = useApi();
  const schema = useMemo(() => z.object({ name: z.string().trim().min(1, t('errors.nameRequired')).min(2, t('errors.nameShort')).max(50, t('errors.nameLong')), active: z.boolean() }), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', active: true } });
  const id = flow?.id ?? null;

  useEffect(() => {
    if (open) form.reset({ name: flow?.name ?? '', active: flow?.active ?? true });
  }, [open, id]);

  const submit = form.handleSubmit(async ({ name, active }) => {
    try {
      const saved = id ? await call(api.rpc.flows.flowbuilder.$put({ json: { flowId: id, name, active } })) : await call(api.rpc.flows.flowbuilder.$post({ json: { name } }));
      toast.success(t(id ? 'list.toasts.renamed' : 'list.toasts.created'));
      onSaved(saved as Flow, !id);
      onOpenChange(false);
    } catch (e) {
      toastError(e);
    }
  });

  const title = t(id ? 'list.dialog.editTitle' : 'list.dialog.addTitle');
  return (
    <Dialog open={open} onOpenChange={(o) => !form.formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md" closeLabel={tc('actions.close')} data-testid="flow-name-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('list.dialog.name')} autoFocus autoComplete="off" maxLength={50} data-testid="flow-name" />
            {id && <SwitchField control={form.control} name="active" label={t('list.dialog.active')} data-testid="flow-active" />}
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="flow-name-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
