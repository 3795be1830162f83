import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { CircleAlertIcon } from 'lucide-react';
import { isApiError, useApi, useZapdesk } from '@zapdesk/client';
import { normalizeLanguage } from '@zapdesk/i18n';
import { Button, Form, FormControl, FormField, FormItem, FormLabel, FormMessage, Input, toastError } from '@zapdesk/ui';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const zapdesk = useZapdesk();
  const api = useApi();
  const navigate = useNavigate();
  const [expiredOn, setExpiredOn] = useState<string | null>(null);
  // Plain react-hook-form rules here: zod stays out of the first page a visitor downloads.
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async ({ email: rawEmail, password }) => {
    const email = rawEmail.trim();
    setExpiredOn(null);
    try {
      const user = await zapdesk.login(email, password);
      // Keep the server's language in step with the one chosen on this screen.
      const lang = normalizeLanguage(i18n.language);
      if (lang && user.language !== lang) void api.post(`/users/set-language/${lang}`).catch(() => {});
      await navigate({ to: '/tickets' });
    } catch (e) {
      if (isApiError(e) && e.error === 'ERR_SUBSCRIPTION_EXPIRED') {
        const due = (e.body as { dueDate?: string } | null)?.dueDate;
        if (due) return setExpiredOn(format(new Date(due), 'dd/MM/yyyy'));
      }
      toastError(e);
    }
  });

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          <Link to="/forgetpsw" className="text-primary hover:underline" data-testid="link-forget">
            {t('login.forgot')}
          </Link>
          <Link to="/signup" className="text-primary hover:underline" data-testid="link-signup">
            {t('login.signup')}
          </Link>
        </>
      }
    >
      <Form {...form}>
        <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate data-testid="login-form">
          {expiredOn && (
            <div role="alert" className="border-destructive/40 bg-destructive/10 text-destructive flex gap-2 rounded-md border p-3 text-sm" data-testid="login-expired">
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />
              {t('login.expired', { date: expiredOn })}
            </div>
          )}
          <FormField
            control={form.control}
            name="email"
            rules={{ required: t('signup.validation.emailRequired'), pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('signup.validation.emailInvalid') } }}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('login.email')}</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" autoFocus {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            rules={{ required: t('signup.validation.passwordRequired') }}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('login.password')}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </form>
      </Form>
    </AuthLayout>
  );
}
