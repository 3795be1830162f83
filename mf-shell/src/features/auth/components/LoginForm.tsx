import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlertIcon } from 'lucide-react';
import { isApiError } from '@zapdesk/client/errors';
import { Button, Input, toastError } from '@zapdesk/ui';
import { AuthLayout } from './AuthLayout';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ddmmyyyy = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

type Fields = { email: string; password: string };

/**
 * The login form of both login screens (the shell's /login route and the stand-alone first page): e-mail and
 * password with their validation, the expired-subscription notice (core.md §5), and any other failure as a
 * translated toast. Plain state and no form library: it is the first thing a visitor downloads.
 */
export function LoginForm({ login, requestPayLink }: { login(email: string, password: string): Promise<void>; requestPayLink?(email: string): Promise<void> }) {
  const { t } = useTranslation('auth');
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [expiredOn, setExpiredOn] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [payLinkSent, setPayLinkSent] = useState(false);

  // Errors are kept as text keys, so they follow a language change.
  const validate = ({ email, password }: Fields) => ({
    ...(!email.trim() ? { email: 'signup.validation.emailRequired' } : !EMAIL.test(email.trim()) ? { email: 'signup.validation.emailInvalid' } : {}),
    ...(!password ? { password: 'signup.validation.passwordRequired' } : {}),
  });
  const edit = (name: keyof Fields) => (e: { target: { value: string } }) => {
    const next = { ...fields, [name]: e.target.value };
    setFields(next);
    if (errors[name]) setErrors(validate(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    setExpiredOn(null);
    setBusy(true);
    try {
      await login(fields.email.trim(), fields.password);
    } catch (err) {
      const due = isApiError(err) && err.error === 'ERR_SUBSCRIPTION_EXPIRED' ? (err.body as { dueDate?: string } | null)?.dueDate : undefined;
      if (due) setExpiredOn(ddmmyyyy(new Date(due)));
      else toastError(err);
    } finally {
      setBusy(false);
    }
  };

  const askPayLink = async () => {
    try {
      await requestPayLink?.(fields.email.trim().toLowerCase());
      setPayLinkSent(true);
    } catch (err) {
      toastError(err);
    }
  };

  const field = (name: keyof Fields, type: string, autoComplete: string, label: string) => (
    <div className="grid gap-2">
      <label htmlFor={`login-${name}`} className={errors[name] ? 'text-destructive text-sm leading-none font-medium' : 'text-sm leading-none font-medium'}>
        {label}
      </label>
      <Input
        id={`login-${name}`}
        type={type}
        autoComplete={autoComplete}
        autoFocus={name === 'email'}
        value={fields[name]}
        onChange={edit(name)}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`login-${name}-error`} className="text-destructive text-sm">
          {t(errors[name])}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate data-testid="login-form">
      {expiredOn && (
        <div role="alert" className="border-destructive/40 bg-destructive/10 text-destructive flex gap-2 rounded-md border p-3 text-sm" data-testid="login-expired">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" />
          <div className="flex flex-col items-start gap-2">
            {t('login.expired', { date: expiredOn })}
            {requestPayLink &&
              (payLinkSent ? (
                <span className="text-foreground" data-testid="login-pay-link-sent">
                  {t('login.payLinkSent')}
                </span>
              ) : (
                <Button type="button" size="sm" variant="outline" onClick={() => void askPayLink()} data-testid="login-pay-link">
                  {t('login.payLink')}
                </Button>
              ))}
          </div>
        </div>
      )}
      {field('email', 'email', 'email', t('login.email'))}
      {field('password', 'password', 'current-password', t('login.password'))}
      <Button type="submit" className="w-full" disabled={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}

type LoginLink = (to: '/forgetpsw' | '/signup', props: { className: string; 'data-testid': string; children: string }) => ReactNode;

/** The login screen of both entries: the frame, the form and the links to password reset and sign-up. */
export function LoginScreen({ language, link, login, requestPayLink }: { language: ReactNode; link: LoginLink; login(email: string, password: string): Promise<void>; requestPayLink?(email: string): Promise<void> }) {
  const { t } = useTranslation('auth');
  const linkClass = 'text-primary hover:underline';
  return (
    <AuthLayout
      language={language}
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          {link('/forgetpsw', { className: linkClass, 'data-testid': 'link-forget', children: t('login.forgot') })}
          {link('/signup', { className: linkClass, 'data-testid': 'link-signup', children: t('login.signup') })}
        </>
      }
    >
      <LoginForm login={login} requestPayLink={requestPayLink} />
    </AuthLayout>
  );
}
