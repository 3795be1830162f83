import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, CheckIcon, CopyIcon, Loader2Icon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import type { Invoice, SubscriptionResult } from '@zapdesk/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, cn, toast, toastAreaError } from '@zapdesk/ui';
import { usePaymentConfirmed } from '../hooks/usePaymentConfirmed';
import { checkoutBody, checkoutSteps, emptyCheckout, validateCheckoutData, type CheckoutErrors, type CheckoutFields, type CheckoutStep } from '../utils/checkout-form';
import { formatAmount, formatDueDate } from '../utils/invoice-format';

/**
 * Checkout of one invoice (core.md §2 "Checkout and invoices", §4 "Payment and licence"): Data → Customize →
 * Review → the payment code (QR, copy, amount). On `company-{id}-payment` CONCLUIDA: the success state, then /.
 */
export function CheckoutDialog({ invoice, onClose }: { invoice: Invoice | null; onClose(): void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { user, plan } = useSession();
  const [step, setStep] = useState<CheckoutStep>('data');
  const [fields, setFields] = useState<CheckoutFields>(emptyCheckout());
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<SubscriptionResult | null>(null);
  const confirmedDueDate = usePaymentConfirmed(!!invoice && step === 'payment', invoice?.id);

  useEffect(() => {
    if (!invoice) return;
    setStep('data');
    setErrors({});
    setPayment(null);
    setFields(emptyCheckout(user?.email ?? ''));
  }, [invoice, user?.email]);

  const edit = (name: keyof CheckoutFields) => (value: string) => {
    const next = { ...fields, [name]: value } as CheckoutFields;
    setFields(next);
    if (errors[name]) setErrors(validateCheckoutData(next));
  };

  const next = () => {
    if (step === 'data') {
      const found = validateCheckoutData(fields);
      setErrors(found);
      if (Object.keys(found).length) return;
      setStep('customize');
    } else if (step === 'customize') setStep('review');
  };

  const submit = async () => {
    if (!invoice) return;
    setBusy(true);
    try {
      const extra = plan ? { users: plan.users, connections: plan.connections } : {};
      setPayment(await call(api.rpc.invoices.subscription.$post({ json: checkoutBody(fields, invoice.id, extra) })));
      setStep('payment');
    } catch (e) {
      toastAreaError(e, t('toasts.error'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!payment) return;
    await navigator.clipboard?.writeText(payment.qrcode.qrcode).catch(() => undefined);
    toast.success(t('checkout.payment.copied'));
  };

  const field = (name: keyof CheckoutFields, autoComplete: string, required = false) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`checkout-${name}`} className={cn(errors[name] && 'text-destructive')}>
        {t(`checkout.fields.${name}`)}
        {required && ' *'}
      </Label>
      <Input id={`checkout-${name}`} value={fields[name]} autoComplete={autoComplete} onChange={(e) => edit(name)(e.target.value)} aria-invalid={!!errors[name]} data-testid={`checkout-${name}`} />
      {errors[name] && <p className="text-destructive text-sm">{t(errors[name]!)}</p>}
    </div>
  );

  const summaryRow = (label: string, value: ReactNode, strong = false) => (
    <div className={cn('flex items-center justify-between gap-4 py-1.5 text-sm', strong && 'border-t pt-3 text-base font-semibold')}>
      <span className={cn(!strong && 'text-muted-foreground')}>{label}</span>
      <span className="tabular-nums">{value}</span>
    </div>
  );

  return (
    <Dialog open={!!invoice} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={tc('actions.close')} className="max-h-[92vh] overflow-y-auto sm:max-w-xl" data-testid="checkout-dialog">
        <DialogHeader>
          <DialogTitle>{t('checkout.title', { id: invoice?.id })}</DialogTitle>
          <DialogDescription>{invoice ? `${invoice.detail} · ${formatDueDate(invoice.dueDate)} · ${formatAmount(invoice.value)}` : null}</DialogDescription>
        </DialogHeader>
        <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label={t('checkout.title', { id: invoice?.id })}>
          {checkoutSteps.map((s, i) => {
            const index = checkoutSteps.indexOf(step);
            const done = i < index;
            return (
              <li key={s} className="flex items-center gap-2" aria-current={s === step ? 'step' : undefined} data-testid={`checkout-step-${s}`}>
                <span className={cn('flex size-6 items-center justify-center rounded-full border text-xs font-medium', s === step && 'border-primary bg-primary text-primary-foreground', done && 'border-primary text-primary')}>
                  {done ? <CheckIcon className="size-3.5" /> : i + 1}
                </span>
                <span className={cn(s === step ? 'font-medium' : 'text-muted-foreground')}>{t(`checkout.steps.${s}`)}</span>
                {i < checkoutSteps.length - 1 && <span className="bg-border mx-1 h-px w-4" aria-hidden />}
              </li>
            );
          })}
        </ol>

        {step === 'data' && (
          <div className="grid gap-3 sm:grid-cols-2" data-testid="checkout-data">
            {field('firstName', 'given-name', true)}
            {field('lastName', 'family-name')}
            <div className="sm:col-span-2">{field('address2', 'street-address', true)}</div>
            {field('city', 'address-level2', true)}
            {field('state', 'address-level1')}
            {field('zipcode', 'postal-code', true)}
            <div className="grid gap-1.5">
              <Label htmlFor="checkout-country">{t('checkout.fields.country')} *</Label>
              <Select value={fields.country} onValueChange={(v) => edit('country')(v)}>
                <SelectTrigger id="checkout-country" data-testid="checkout-country">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="BR">{t('checkout.countries.BR')}</SelectItem>
                  <SelectItem value="usa">{t('checkout.countries.usa')}</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="sm:col-span-2">{field('email', 'email')}</div>
          </div>
        )}

        {step === 'customize' && (
          <div className="grid gap-3 sm:grid-cols-3" data-testid="checkout-customize">
            {(['plan', 'users', 'connections'] as const).map((k) => (
              <div key={k} className="grid gap-1.5">
                <Label htmlFor={`checkout-${k}`}>{t(`checkout.fields.${k}`)}</Label>
                <Input id={`checkout-${k}`} readOnly value={k === 'plan' ? (plan?.name ?? invoice?.detail ?? '') : String(plan?.[k] ?? '')} data-testid={`checkout-${k}`} />
              </div>
            ))}
          </div>
        )}

        {step === 'review' && invoice && (
          <div className="rounded-lg border p-4" data-testid="checkout-review">
            <h3 className="mb-2 font-medium">{t('checkout.summary.title')}</h3>
            {summaryRow(t('checkout.summary.plan'), plan?.name ?? invoice.detail)}
            {plan && summaryRow(t('checkout.summary.users'), plan.users)}
            {plan && summaryRow(t('checkout.summary.whatsapp'), plan.connections)}
            {plan && summaryRow(t('checkout.summary.monthly'), formatAmount(plan.value))}
            {summaryRow(t('checkout.summary.recurrence'), t(`recurrences.${invoice.recurrence}`, { defaultValue: invoice.recurrence }))}
            {summaryRow(t('checkout.summary.total'), formatAmount(invoice.value), true)}
          </div>
        )}

        {step === 'payment' && payment && !confirmedDueDate && (
          <div className="flex flex-col items-center gap-3 text-center" data-testid="checkout-payment">
            <h3 className="text-lg font-semibold">{t('checkout.payment.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('checkout.payment.hint')}</p>
            <div className="rounded-lg bg-white p-3 shadow-sm">
              <img src={payment.qrcode.imagemQrcode} alt={t('checkout.payment.title')} width={256} height={256} className="size-64" data-testid="checkout-qr" />
            </div>
            <p className="text-sm">
              {t('checkout.payment.amount')}: <span className="font-semibold tabular-nums" data-testid="checkout-amount">{formatAmount(Number(payment.valor.original))}</span>
            </p>
            <div className="bg-muted w-full rounded-md p-2 text-left font-mono text-xs break-all select-all" data-testid="checkout-code">
              {payment.qrcode.qrcode}
            </div>
            <Button variant="outline" onClick={() => void copy()} data-testid="checkout-copy">
              <CopyIcon />
              {t('checkout.payment.copy')}
            </Button>
            <p className="text-muted-foreground flex items-center gap-2 text-sm">
              <Loader2Icon className="size-4 animate-spin" />
              {t('checkout.payment.waiting')}
            </p>
          </div>
        )}

        {confirmedDueDate && (
          <div role="status" className="flex flex-col items-center gap-2 py-6 text-center" data-testid="checkout-success">
            <CheckCircle2Icon className="size-12 text-emerald-600 dark:text-emerald-400" />
            <h3 className="text-lg font-semibold">{t('checkout.success.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('checkout.success.text', { date: formatDueDate(confirmedDueDate) })}</p>
          </div>
        )}

        {step !== 'payment' && (
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => (step === 'data' ? onClose() : setStep(checkoutSteps[checkoutSteps.indexOf(step) - 1]))} data-testid="checkout-back">
              {step === 'data' ? tc('actions.cancel') : t('checkout.back')}
            </Button>
            {step === 'review' ? (
              <Button onClick={() => void submit()} disabled={busy} data-testid="checkout-submit">
                {busy && <Loader2Icon className="animate-spin" />}
                {t('checkout.submit')}
              </Button>
            ) : (
              <Button onClick={next} data-testid="checkout-next">
                {t('checkout.next')}
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
