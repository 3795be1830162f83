import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, CheckIcon, CopyIcon, Loader2Icon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { recurrences, type Invoice, type PublicPlan, type Recurrence, type SubscriptionResult } from '@zapdesk/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, cn, toast, toastAreaError } from '@zapdesk/ui';
import { usePaymentConfirmed } from '../hooks/usePaymentConfirmed';
import { checkoutBody, checkoutSteps, emptyCheckout, validateCheckout, validateCheckoutData, type CheckoutErrors, type CheckoutFields, type CheckoutStep } from '../utils/checkout-form';
import { formatAmount, formatDueDate } from '../utils/invoice-format';

/**
 * Checkout of one invoice (core.md §2 "Checkout and invoices", §4 "Payment and licence"): Data → Customize →
 * Review → the payment code (QR, copy, amount). Customize chooses one of the public plans (its users and
 * connections shown) and takes the card details the spec's full form checks; the server prices the chosen plan.
 * On `company-{id}-payment` CONCLUIDA: the success state, then /.
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
  const [plans, setPlans] = useState<PublicPlan[]>([]);
  const [planId, setPlanId] = useState<number | null>(null);
  const chosen = plans.find((p) => p.id === planId) ?? null;
  const confirmedDueDate = usePaymentConfirmed(!!invoice && step === 'payment', invoice?.id);

  useEffect(() => {
    if (!invoice) return;
    setStep('data');
    setErrors({});
    setPayment(null);
    setFields(emptyCheckout(user?.email ?? ''));
    let live = true;
    call(api.rpc.plans.plans.list.$get())
      .then((list) => {
        if (!live) return;
        const priced = (Array.isArray(list) ? list : []).filter((p) => p.value > 0);
        setPlans(priced);
        // The company's own plan first, when it is on the list.
        setPlanId(priced.find((p) => p.id === plan?.id)?.id ?? priced[0]?.id ?? null);
      })
      .catch(() => live && setPlans([]));
    return () => {
      live = false;
    };
  }, [invoice, user?.email, api, plan?.id]);

  const edit = (name: keyof CheckoutFields) => (value: string) => {
    const next = { ...fields, [name]: value } as CheckoutFields;
    setFields(next);
    if (errors[name]) setErrors(step === 'data' ? validateCheckoutData(next) : validateCheckout(next));
  };

  const next = () => {
    if (step === 'data') {
      const found = validateCheckoutData(fields);
      setErrors(found);
      if (Object.keys(found).length) return;
      setStep('customize');
    } else if (step === 'customize') {
      const found = validateCheckout(fields);
      setErrors(found);
      if (!Object.keys(found).length) setStep('review');
      else if (found.lastName || found.state) setStep('data');
    }
  };

  const submit = async () => {
    if (!invoice) return;
    setBusy(true);
    try {
      const extra = chosen ? { plan: chosen.id, users: chosen.users, connections: chosen.connections } : {};
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

  const months = invoice ? (recurrences[invoice.recurrence as Recurrence] ?? 1) : 1;
  const total = chosen ? Math.round(chosen.value * months * 100) / 100 : (invoice?.value ?? 0);

  const field = (name: keyof CheckoutFields, autoComplete: string, required = false, extra: { inputMode?: 'numeric'; placeholder?: string; maxLength?: number } = {}) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`checkout-${name}`} className={cn(errors[name] && 'text-destructive')}>
        {t(`checkout.fields.${name}`)}
        {required && ' *'}
      </Label>
      <Input id={`checkout-${name}`} value={fields[name]} autoComplete={autoComplete} onChange={(e) => edit(name)(e.target.value)} aria-invalid={!!errors[name]} data-testid={`checkout-${name}`} {...extra} />
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
            {field('lastName', 'family-name', true)}
            <div className="sm:col-span-2">{field('address2', 'street-address', true)}</div>
            {field('city', 'address-level2', true)}
            {field('state', 'address-level1', true)}
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
          <div className="grid gap-4" data-testid="checkout-customize">
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5 sm:col-span-2">
                <Label htmlFor="checkout-plan" className={cn(errors.plan && 'text-destructive')}>
                  {t('checkout.fields.plan')} *
                </Label>
                <Select value={planId ? String(planId) : ''} onValueChange={(v) => setPlanId(Number(v))}>
                  <SelectTrigger id="checkout-plan" data-testid="checkout-plan">
                    <SelectValue placeholder={t('checkout.choosePlan')} />
                  </SelectTrigger>
                  <SelectContent>
                    {plans.map((p) => (
                      <SelectItem key={p.id} value={String(p.id)} data-testid={`checkout-plan-${p.id}`}>
                        {p.name} · {t('checkout.perMonth', { value: formatAmount(p.value) })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              {(['users', 'connections'] as const).map((k) => (
                <div key={k} className="grid gap-1.5">
                  <Label htmlFor={`checkout-${k}`}>{t(`checkout.fields.${k}`)}</Label>
                  <Input id={`checkout-${k}`} readOnly value={String(chosen?.[k] ?? '')} data-testid={`checkout-${k}`} />
                </div>
              ))}
            </div>
            <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2" data-testid="checkout-card">
              <legend className="px-1 text-sm font-medium">{t('checkout.card')}</legend>
              <p className="text-muted-foreground text-xs sm:col-span-2">{t('checkout.cardHint')}</p>
              <div className="sm:col-span-2">{field('nameOnCard', 'cc-name', true)}</div>
              <div className="sm:col-span-2">{field('cardNumber', 'cc-number', true, { inputMode: 'numeric', placeholder: '0000 0000 0000 0000', maxLength: 23 })}</div>
              {field('expiryDate', 'cc-exp', true, { placeholder: 'MM/AA', maxLength: 7 })}
              {field('cvv', 'cc-csc', true, { inputMode: 'numeric', placeholder: '123', maxLength: 3 })}
            </fieldset>
          </div>
        )}

        {step === 'review' && invoice && (
          <div className="rounded-lg border p-4" data-testid="checkout-review">
            <h3 className="mb-2 font-medium">{t('checkout.summary.title')}</h3>
            {summaryRow(t('checkout.summary.plan'), chosen?.name ?? invoice.detail)}
            {chosen && summaryRow(t('checkout.summary.users'), chosen.users)}
            {chosen && summaryRow(t('checkout.summary.whatsapp'), chosen.connections)}
            {chosen && summaryRow(t('checkout.summary.monthly'), formatAmount(chosen.value))}
            {summaryRow(t('checkout.summary.recurrence'), t(`recurrences.${invoice.recurrence}`, { defaultValue: invoice.recurrence }))}
            {summaryRow(t('checkout.summary.total'), <span data-testid="checkout-total">{formatAmount(total)}</span>, true)}
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
