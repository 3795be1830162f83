import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { call, isApiError, useApi, useSession } from '@zapdesk/client';
import { changeLanguage, errorText, languages, normalizeLanguage, type Language } from '@zapdesk/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form, FormDialogFooter, SelectField, TextField, toast, toastError } from '@zapdesk/ui';

/** The user's own name, password and language (PUT /users/{own id}; DECISIONS "Profiles"). */
export function ProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { user, setUser } = useSession();
  const schema = z
    .object({
      name: z.string().check(z.trim(), z.minLength(2, t('validation.min', { count: 2 })), z.maxLength(50, t('validation.max', { count: 50 }))),
      password: z.union([z.literal(''), z.string().check(z.minLength(5, t('validation.min', { count: 5 })), z.maxLength(50, t('validation.max', { count: 50 })))]),
      currentPassword: z.string(),
      language: z.enum(languages),
    })
    .check(
      z.refine((v) => !v.password || v.currentPassword.length > 0, { message: t('validation.required'), path: ['currentPassword'] }),
    );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', password: '', currentPassword: '', language: 'pt' } });
  const changingPassword = !!form.watch('password');

  useEffect(() => {
    if (open && user) form.reset({ name: user.name, password: '', currentPassword: '', language: normalizeLanguage(user.language ?? i18n.language) ?? 'pt' });
  }, [open, user, form, i18n.language]);

  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    try {
      const password = values.password ? { password: values.password, currentPassword: values.currentPassword } : {};
      const saved = await call(api.rpc.users.users[':id'].$put({ param: { id: String(user.id) }, json: { name: values.name, language: values.language, ...password } }));
      setUser({ ...user, name: saved.name, language: values.language as Language });
      await changeLanguage(values.language);
      toast.success(t('profile.saved'));
      onOpenChange(false);
    } catch (e) {
      if (isApiError(e) && e.error === 'ERR_WRONG_PASSWORD') form.setError('currentPassword', { message: errorText(e) });
      toastError(e);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} data-testid="profile-dialog">
        <DialogHeader>
          <DialogTitle>{t('profile.title')}</DialogTitle>
          <DialogDescription>{user?.email}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
            <TextField control={form.control} name="name" label={t('profile.name')} autoComplete="name" />
            <TextField control={form.control} name="password" label={t('profile.password')} description={t('profile.passwordHint')} type="password" autoComplete="new-password" />
            {changingPassword && (
              <TextField control={form.control} name="currentPassword" label={t('profile.currentPassword')} description={t('profile.currentPasswordHint')} type="password" autoComplete="current-password" data-testid="profile-current-password" />
            )}
            <SelectField control={form.control} name="language" label={t('profile.language')} options={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
            <FormDialogFooter cancelLabel={t('actions.cancel')} saveLabel={t('actions.save')} onCancel={() => onOpenChange(false)} submitting={form.formState.isSubmitting} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
