import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { isApiError, useApi } from '@zapdesk/client';
import { Button, Form, TextField, toast, toastError } from '@zapdesk/ui';
import { AuthLayout } from './AuthLayout';
import { LanguageMenu } from './LanguageMenu';

/** Password reset in two steps (admin-automation §2, §5): e-mail → code + new password → /login. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthLayout
      language={<LanguageMenu variant="outline" />}
      title={t('forget.title')}
      description={email ? t('forget.stepCode', { email }) : t('forget.stepEmail')}
      footer={
        <>
          <Link to="/signup" className="text-primary hover:underline" data-testid="link-signup">
            {t('forget.signup')}
          </Link>
          <Link to="/login" className="text-primary hover:underline" data-testid="link-login">
            {t('forget.login')}
          </Link>
        </>
      }
    >
      {email ? <CodeStep email={email} /> : <EmailStep onSent={setEmail} />}
    </AuthLayout>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const schema = z.object({ email: z.string().check(z.trim(), z.minLength(1, t('forget.validation.emailRequired')), z.email(t('forget.validation.emailInvalid'))) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await api.rpc.passwordReset.forgetpassword[':email'].$post({ param: { email: encodeURIComponent(email.toLowerCase()) } });
      toast.success(t('forget.sent'));
      onSent(email.toLowerCase());
    } catch (e) {
      if (isApiError(e) && e.status === 404) toast.error(t('forget.notFound'));
      else toastError(e);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate data-testid="forget-email-form">
        <TextField control={form.control} name="email" label={t('forget.email')} type="email" autoComplete="email" autoFocus />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting} data-testid="forget-send">
          {t('forget.send')}
        </Button>
      </form>
    </Form>
  );
}

function CodeStep({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const navigate = useNavigate();
  const v = (k: string) => t(`forget.validation.${k}`);
  const schema = z
    .object({
      code: z.string().check(z.trim(), z.minLength(1, v('codeRequired'))),
      password: z.string().check(
        z.minLength(1, v('passwordRequired')),
        z.refine((p) => p.length >= 8 && /\d/.test(p) && /[a-z]/.test(p) && /[A-Z]/.test(p), v('passwordRule')),
      ),
      confirm: z.string().check(z.minLength(1, v('confirmRequired'))),
    })
    .check(z.refine((d) => d.password === d.confirm, { path: ['confirm'], message: v('confirmMismatch') }));
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '', password: '', confirm: '' } });
  const submit = form.handleSubmit(async ({ code, password }) => {
    try {
      await api.rpc.passwordReset.resetpasswords[':email'][':token'][':newPassword'].$post({ param: { email: encodeURIComponent(email), token: encodeURIComponent(code), newPassword: encodeURIComponent(password) } });
      toast.success(t('forget.success'));
      await navigate({ to: '/login' });
    } catch (e) {
      toastError(e);
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate data-testid="forget-code-form">
        <TextField control={form.control} name="code" label={t('forget.code')} inputMode="numeric" autoComplete="one-time-code" autoFocus />
        <TextField control={form.control} name="password" label={t('forget.newPassword')} type="password" autoComplete="new-password" />
        <TextField control={form.control} name="confirm" label={t('forget.confirm')} type="password" autoComplete="new-password" />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting} data-testid="forget-reset">
          {t('forget.submit')}
        </Button>
      </form>
    </Form>
  );
}
