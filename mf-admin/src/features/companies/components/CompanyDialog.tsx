import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import type { Company, Plan } from '@zapdesk/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDescription, FormDialogFooter, FormField, FormItem, FormMessage, SelectField, SwitchField, Tabs, TabsContent, TabsList, TabsTrigger, TextField, isOperationError, toast, toastAreaError } from '@zapdesk/ui';
import { WeeklyScheduleEditor } from '../../schedules/components/WeeklyScheduleEditor';
import { validateWeeklySchedule } from '../../schedules/utils/weekly-schedule';
import { companyBody, companyFormSchema, companyFormValues, type CompanyFormValues } from '../utils/company-form-schema';
import { recurrenceList } from '../utils/company-types';
import { timezoneOptions } from '../utils/timezones';

type Tab = 'data' | 'schedules';

/** Create or edit a company, its plan, licence and working hours (POST /companies, PUT /companies/{id}). */
export function CompanyDialog({ open, onOpenChange, company, plans, onSaved }: { open: boolean; onOpenChange(open: boolean): void; company: Company | null; plans: Plan[]; onSaved(company: Company): void }) {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [tab, setTab] = useState<Tab>('data');
  const form = useForm<CompanyFormValues>({ resolver: zodResolver(companyFormSchema(t)), defaultValues: companyFormValues(null) });
  useEffect(() => {
    if (!open) return;
    setTab('data');
    form.reset(companyFormValues(company));
  }, [open, company, form]);
  const timezone = form.watch('timezone');
  const zones = useMemo(() => timezoneOptions(timezone), [timezone]);

  const submit = form.handleSubmit(
    async (v) => {
      try {
        const body = companyBody(v, !company);
        const saved = await call(company ? api.rpc.companies.companies[':id'].$put({ param: { id: String(company.id) }, json: body }) : api.rpc.companies.companies.$post({ json: body }));
        onSaved(saved);
        toast.success(t(company ? 'toasts.saved' : 'toasts.created'));
        onOpenChange(false);
      } catch (e) {
        toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'));
      }
    },
    (errors) => setTab(errors.schedules && Object.keys(errors).length === 1 ? 'schedules' : 'data'),
  );

  const text = (name: 'name' | 'email' | 'phone', type = 'text', autoFocus = false) => (
    <TextField control={form.control} name={name} label={t(`dialog.${name}`)} type={type} autoFocus={autoFocus} data-testid={`company-field-${name}`} />
  );
  const toggle = (name: 'status' | 'campaignsEnabled') => (
    <SwitchField control={form.control} name={name} label={t(`dialog.${name}`)} data-testid={`company-field-${name}`} />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-h-[92vh] grid-rows-[auto_minmax(0,1fr)_auto] outline-none sm:max-w-2xl" data-testid="company-dialog">
        <DialogHeader>
          <DialogTitle>{company ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{company ? company.name : t('dialog.addDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form id="company-form" onSubmit={submit} className="flex min-h-0 flex-col" noValidate>
            <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="min-h-0 flex-1">
              <TabsList className="w-full">
                <TabsTrigger value="data">{t('dialog.tabs.data')}</TabsTrigger>
                <TabsTrigger value="schedules" data-testid="company-tab-schedules">
                  {t('dialog.tabs.schedules')}
                </TabsTrigger>
              </TabsList>
              <div className="-mx-1 min-h-0 overflow-y-auto px-1 py-2">
                <TabsContent value="data" forceMount hidden={tab !== 'data'} className="grid grid-cols-[minmax(0,1fr)] gap-4">
                  {text('name', 'text', true)}
                  <div className="grid gap-4 sm:grid-cols-2">
                    {text('email', 'email')}
                    {text('phone', 'tel')}
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <SelectField control={form.control} name="planId" label={t('dialog.plan')} placeholder={t('dialog.planPlaceholder')} options={plans.map((p) => ({ value: String(p.id), label: p.name }))} data-testid="company-plan" />
                    <SelectField control={form.control} name="recurrence" label={t('dialog.recurrence')} options={recurrenceList.map((r) => ({ value: r, label: t(`recurrences.${r}`) }))} data-testid="company-recurrence" />
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField control={form.control} name="dueDate" label={t('dialog.dueDate')} description={t('dialog.dueDateHint')} type="date" data-testid="company-dueDate" />
                    <SelectField control={form.control} name="timezone" label={t('dialog.timezone')} options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))} contentClassName="max-h-72" data-testid="company-timezone" />
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {toggle('status')}
                    {toggle('campaignsEnabled')}
                  </div>
                  {!company && (
                    <TextField control={form.control} name="password" label={t('dialog.password')} description={t('dialog.passwordHint')} type="password" autoComplete="new-password" data-testid="company-password" />
                  )}
                </TabsContent>
                <TabsContent value="schedules" forceMount hidden={tab !== 'schedules'}>
                  <FormField
                    control={form.control}
                    name="schedules"
                    render={({ field }) => (
                      <FormItem>
                        <FormDescription>{t('dialog.schedulesHint')}</FormDescription>
                        <WeeklyScheduleEditor value={field.value} onChange={field.onChange} errors={form.formState.isSubmitted ? validateWeeklySchedule(field.value) : null} />
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                </TabsContent>
              </div>
            </Tabs>
          </form>
        </Form>
        <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} form="company-form" saveTestId="company-save" />
      </DialogContent>
    </Dialog>
  );
}
