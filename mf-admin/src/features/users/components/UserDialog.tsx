import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isApiError, useApi, useSession } from '@zapdesk/client';
import { errorText } from '@zapdesk/i18n';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Form, FormControl, FormDescription, FormDialogFooter, FormField, FormItem, FormLabel, FormMessage, Input, MultiSelect, type MultiSelectOption, SelectField, TextField, toast, toastError } from '@zapdesk/ui';
import type { User } from '@zapdesk/contracts';
import { ALL_TICKET_VALUES, PROFILES, userBody, userFormDefaults, userFormSchema, type UserFormValues } from '../utils/user-form';

const FORM_FIELDS = ['name', 'email', 'password', 'profile', 'queueIds', 'allTicket', 'whatsappId'];

/** Add or edit a user: name, e-mail, password (optional on edit); for admins also profile, queues, allTicket and default connection. */
export function UserDialog({
  open,
  user,
  queueOptions,
  connections,
  onOpenChange,
}: {
  open: boolean;
  user: User | null;
  queueOptions: MultiSelectOption<number>[];
  connections: { id: number; name: string }[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { isAdmin, user: me } = useSession();
  const isNew = !user;
  // One's own password changes in the profile dialog, which also asks for the current one.
  const isSelf = !isNew && user.id === me?.id;
  const schema = userFormSchema(isNew, {
    min: (count) => tc('validation.min', { count }),
    max: (count) => tc('validation.max', { count }),
    email: tc('validation.email'),
    required: tc('validation.required'),
  });
  const form = useForm<UserFormValues>({ resolver: zodResolver(schema), defaultValues: userFormDefaults(user) });

  const id = user?.id;
  useEffect(() => {
    if (open) form.reset(userFormDefaults(user));
  }, [open, id]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = userBody(values, { isNew, isAdmin });
      if (isNew) await api.rpc.users.users.$post({ json: { ...body, password: values.password } });
      else await api.rpc.users.users[':id'].$put({ param: { id: String(user.id) }, json: body });
      toast.success(t('toasts.saved'));
      onOpenChange(false);
    } catch (e) {
      if (isApiError(e)) {
        const fields = (e.body as { fields?: Record<string, unknown> } | null)?.fields;
        const field = e.error === 'ERR_DUPLICATED_EMAIL' ? 'email' : e.error === 'ERR_VALIDATION' && fields ? Object.keys(fields).find((f) => FORM_FIELDS.includes(f)) : undefined;
        if (field) form.setError(field as FieldPath<UserFormValues>, { message: errorText(e) });
      }
      toastError(e);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !form.formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl" closeLabel={tc('actions.close')} data-testid="user-dialog">
        <DialogHeader>
          <DialogTitle>{isNew ? t('dialog.addTitle') : t('dialog.editTitle')}</DialogTitle>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
              <TextField control={form.control} name="name" label={t('dialog.name')} autoFocus autoComplete="off" maxLength={50} data-testid="user-name" />
              <TextField control={form.control} name="email" label={t('dialog.email')} type="email" autoComplete="off" data-testid="user-email" />
            </div>
            <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
              {isSelf ? (
                <p className="text-muted-foreground self-center text-sm" data-testid="user-own-password-hint">
                  {t('dialog.ownPasswordHint')}
                </p>
              ) : (
              <FormField
                control={form.control}
                name="password"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('dialog.password')}</FormLabel>
                    <FormControl>
                      <Input type="password" autoComplete="new-password" maxLength={50} data-testid="user-password" {...field} />
                    </FormControl>
                    {!isNew && <FormDescription>{t('dialog.passwordHint')}</FormDescription>}
                    <FormMessage />
                  </FormItem>
                )}
              />
              )}
              {isAdmin && (
                <SelectField control={form.control} name="profile" label={t('dialog.profile')} options={PROFILES.map((p) => ({ value: p, label: t(`profiles.${p}`), testId: `user-profile-${p}` }))} data-testid="user-profile" />
              )}
            </div>
            {isAdmin && (
              <>
                <FormField
                  control={form.control}
                  name="queueIds"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('dialog.queues')}</FormLabel>
                      <FormControl>
                        <MultiSelect options={queueOptions} value={field.value} onChange={field.onChange} placeholder={t('dialog.queuesPlaceholder')} emptyText={t('dialog.noQueues')} data-testid="user-queues" />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
                  <SelectField control={form.control} name="allTicket" label={t('dialog.allTicket')} description={t('dialog.allTicketHint')} options={ALL_TICKET_VALUES.map((v) => ({ value: v, label: t(`dialog.allTicketValues.${v}`) }))} data-testid="user-allTicket" />
                  <SelectField control={form.control} name="whatsappId" label={t('dialog.whatsapp')} empty={t('dialog.noWhatsapp')} options={connections.map((c) => ({ value: String(c.id), label: c.name }))} data-testid="user-whatsapp" />
                </div>
              </>
            )}
            <FormDialogFooter cancelLabel={tc('actions.cancel')} saveLabel={tc('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} saveTestId="user-save" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
