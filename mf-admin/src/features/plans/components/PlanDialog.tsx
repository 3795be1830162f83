import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import type { Plan } from '@zapdesk/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormControl, FormDialogFooter, FormField, FormItem, FormLabel, FormMessage, Input, Label, Switch, SwitchField, TextField, isOperationError, toast, toastAreaError } from '@zapdesk/ui';
import { planBody, planFormSchema, planFormValues, type PlanFormValues } from '../utils/plan-form-schema';
import { planFlags } from '../utils/plan-types';

const limits = ['users', 'connections', 'queues'] as const;

/** Create or edit a plan: name, limits, value, public flag and the seven feature flags (POST /plans, PUT /plans/{id}). */
export function PlanDialog({ open, onOpenChange, plan, onSaved }: { open: boolean; onOpenChange(open: boolean): void; plan: Plan | null; onSaved(plan: Plan): void }) {
  const { t } = useTranslation('plans');
  const { t: tc } = useTranslation();
  const api = useApi();
  const form = useForm<PlanFormValues>({ resolver: zodResolver(planFormSchema(t)), defaultValues: planFormValues(null) });
  useEffect(() => {
    if (open) form.reset(planFormValues(plan));
  }, [open, plan, form]);

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await call(plan ? api.rpc.plans.plans[':id'].$put({ param: { id: String(plan.id) }, json: planBody(v) }) : api.rpc.plans.plans.$post({ json: planBody(v) }));
      onSaved(saved);
      toast.success(t(plan ? 'toasts.saved' : 'toasts.created'));
      onOpenChange(false);
    } catch (e) {
      toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-h-[92vh] overflow-y-auto sm:max-w-xl" data-testid="plan-dialog">
        <DialogHeader>
          <DialogTitle>{plan ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus maxLength={100} data-testid="plan-name" />
              <TextField control={form.control} name="value" label={t('dialog.value')} inputMode="decimal" data-testid="plan-value" />
            </div>
            <div className="grid grid-cols-3 gap-4">
              {limits.map((name) => (
                <FormField
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t(`dialog.${name}`)}</FormLabel>
                      <FormControl>
                        <Input inputMode="numeric" {...field} data-testid={`plan-${name}`} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ))}
            </div>
            <SwitchField control={form.control} name="isPublic" label={t('dialog.isPublic')} description={t('dialog.isPublicHint')} data-testid="plan-isPublic" />
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t('dialog.features')}</legend>
              <div className="grid gap-x-6 gap-y-3 rounded-lg border p-3 sm:grid-cols-2">
                {planFlags.map((flag) => (
                  <FormField
                    key={flag}
                    control={form.control}
                    name={flag}
                    render={({ field }) => (
                      <div className="flex items-center justify-between gap-3">
                        <Label htmlFor={`plan-flag-${flag}`} className="font-normal">
                          {t(`flags.${flag}`)}
                        </Label>
                        <Switch id={`plan-flag-${flag}`} checked={field.value} onCheckedChange={field.onChange} data-testid={`plan-${flag}`} />
                      </div>
                    )}
                  />
                ))}
              </div>
            </fieldset>
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="plan-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
