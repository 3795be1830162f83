import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { CalendarClockIcon, PackageIcon, ReceiptIcon, RepeatIcon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, cn, toast, toastAreaError } from '@zapdesk/ui';
import { daysLeft } from '../utils/days-left';
import { formatAmount, formatDueDate } from '../utils/invoice-format';

/** /subscription (admins): plan, days left until the due date (the trial's end at first), the billing e-mail, the invoices. */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const api = useApi();
  const { user, plan, companyId } = useSession();
  const [email, setEmail] = useState('');
  const [recurrence, setRecurrence] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dueDate = user?.company?.dueDate ?? null;
  const left = daysLeft(dueDate);

  useEffect(() => {
    if (!companyId) return;
    call(api.rpc.companies.companies[':id'].$get({ param: { id: String(companyId) } }))
      .then((c) => {
        setEmail(c.email);
        setRecurrence(c.recurrence);
      })
      .catch((e) => toastAreaError(e, t('toasts.error')));
  }, [api, companyId, t]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const saved = await call(api.rpc.invoices.subscription.email.$put({ json: { email } }));
      setEmail(saved.email);
      toast.success(t('toasts.emailSaved'));
    } catch (err) {
      toastAreaError(err, t('toasts.error'));
    } finally {
      setSaving(false);
    }
  };

  const fact = (icon: ReactNode, label: string, value: ReactNode, testId: string) => (
    <div className="flex items-start gap-3 rounded-lg border p-4" data-testid={testId}>
      <span className="bg-primary/10 text-primary flex size-9 shrink-0 items-center justify-center rounded-md [&_svg]:size-4.5">{icon}</span>
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs">{label}</p>
        <div className="font-medium">{value}</div>
      </div>
    </div>
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 p-4 sm:p-6" data-testid="subscription-page">
      <h1 className="text-2xl font-semibold">{t('subscription.title')}</h1>
      <div className="grid gap-3 sm:grid-cols-3">
        {fact(<PackageIcon />, t('subscription.plan'), plan ? `${plan.name} · ${formatAmount(plan.value)}` : '—', 'subscription-plan')}
        {fact(<RepeatIcon />, t('subscription.recurrence'), recurrence ? t(`recurrences.${recurrence}`, { defaultValue: recurrence }) : '—', 'subscription-recurrence')}
        {fact(
          <CalendarClockIcon />,
          t('subscription.dueDate'),
          dueDate ? (
            <span className="flex flex-col">
              <span className="tabular-nums">{formatDueDate(dueDate)}</span>
              <span className={cn('text-xs font-normal', left !== null && left < 0 ? 'text-destructive' : left !== null && left < 5 ? 'text-amber-600 dark:text-amber-400' : 'text-muted-foreground')} data-testid="subscription-days-left">
                {left !== null && left < 0 ? t('subscription.expired') : t('subscription.daysLeft', { count: Math.max(0, left ?? 0) })}
              </span>
            </span>
          ) : (
            '—'
          ),
          'subscription-due',
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('subscription.billingEmail')}</CardTitle>
          <CardDescription>{user?.company?.name}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="billing-email">{t('subscription.billingEmail')}</Label>
              <Input id="billing-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="billing-email" />
            </div>
            <Button type="submit" disabled={saving || !email.trim()} data-testid="billing-email-save">
              {t('subscription.save')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div>
        <Button variant="outline" asChild>
          <Link to="/financeiro" data-testid="subscription-invoices">
            <ReceiptIcon />
            {t('subscription.history')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
