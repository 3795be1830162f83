import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, CopyIcon, Loader2Icon } from 'lucide-react';
import { call, isApiError, useApi } from '@zapdesk/client';
import { cardExpiry, cardNumber, type Invoice, type PayLinkView, type SubscriptionResult } from '@zapdesk/contracts';
import { Button, Input, Label, toast, toastError } from '@zapdesk/ui';
import { AuthLayout } from './AuthLayout';
import { LanguageMenu } from './LanguageMenu';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const ddmmyyyy = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
/** The checkout form (core.md §3, §5): the address and the card; the card is checked by the server and never kept. */
const REQUIRED = ['firstName', 'lastName', 'address2', 'city', 'state', 'zipcode', 'nameOnCard', 'cardNumber', 'expiryDate', 'cvv'] as const;
type Key = (typeof REQUIRED)[number];
type Fields = Record<Key, string>;
const AUTOCOMPLETE: Record<Key, string> = {
  firstName: 'given-name', lastName: 'family-name', address2: 'street-address', city: 'address-level2', state: 'address-level1', zipcode: 'postal-code',
  nameOnCard: 'cc-name', cardNumber: 'cc-number', expiryDate: 'cc-exp', cvv: 'cc-csc',
};

/** The spec's messages by field (the `billing` namespace's `validation.*`): required, then the card checks. */
function validate(f: Fields): Partial<Record<Key, string>> {
  const out: Partial<Record<Key, string>> = {};
  for (const k of REQUIRED) if (!f[k].trim()) out[k] = 'validation.required';
  if (!out.cardNumber && !cardNumber.safeParse(f.cardNumber).success) out.cardNumber = 'validation.cardNumber';
  if (!out.expiryDate && !cardExpiry.safeParse(f.expiryDate).success) out.expiryDate = 'validation.expiry';
  if (!out.cvv && !/^\d{3}$/.test(f.cvv.trim())) out.cvv = 'validation.cvv';
  return out;
}

/**
 * /pay/{token}: the public pay page a refused login's link leads to (the link was sent to the billing e-mail).
 * The company's payable invoices, the address of the checkout's first step, the PIX code; it asks again every
 * few seconds until the invoice is paid, then offers the login.
 */
export function PayPage() {
  const { t } = useTranslation('billing');
  const { t: te } = useTranslation('errors');
  const api = useApi();
  const { token } = useParams({ strict: false }) as { token: string };
  const [view, setView] = useState<PayLinkView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [fields, setFields] = useState<Fields>(Object.fromEntries(REQUIRED.map((k) => [k, ''])) as Fields);
  const [invalid, setInvalid] = useState<Partial<Record<Key, string>>>({});
  const [payment, setPayment] = useState<SubscriptionResult | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setView(await call(api.rpc.invoices.pay[':token'].$get({ param: { token } })));
    } catch (e) {
      setFailed(isApiError(e) ? te(e.error, { defaultValue: e.message }) : String(e));
    }
  }, [api, token, te]);
  useEffect(() => void load(), [load]);
  const paid = !!(payment && view?.invoices.some((i) => i.id === payment.invoiceId && i.status === 'paid'));
  useEffect(() => {
    if (!payment || paid) return;
    const timer = setInterval(() => void load(), 3000);
    return () => clearInterval(timer);
  }, [payment, paid, load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!paying) return;
    const found = validate(fields);
    setInvalid(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setPayment(await call(api.rpc.invoices.pay[':token'].$post({ param: { token }, json: { ...(Object.fromEntries(REQUIRED.map((k) => [k, fields[k].trim()])) as Fields), country: 'BR', invoiceId: paying.id } })));
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };

  const payable = view?.invoices.filter((i) => i.status === 'open' || i.status === 'expired') ?? [];
  const body = () => {
    if (failed) return <p className="text-destructive text-sm" data-testid="pay-invalid">{failed}</p>;
    if (!view) return <Loader2Icon className="text-muted-foreground mx-auto size-6 animate-spin" />;
    if (paid)
      return (
        <div role="status" className="flex flex-col items-center gap-2 text-center" data-testid="pay-success">
          <CheckCircle2Icon className="size-12 text-emerald-600 dark:text-emerald-400" />
          <p className="font-semibold">{t('payLink.paidTitle')}</p>
          <p className="text-muted-foreground text-sm">{t('payLink.paidText')}</p>
          <Button asChild className="mt-2">
            <Link to="/login" data-testid="pay-login">
              {t('payLink.login')}
            </Link>
          </Button>
        </div>
      );
    if (payment)
      return (
        <div className="flex flex-col items-center gap-3 text-center" data-testid="pay-code">
          <p className="text-muted-foreground text-sm">{t('checkout.payment.hint')}</p>
          <div className="rounded-lg bg-white p-3 shadow-sm">
            <img src={payment.qrcode.imagemQrcode} alt={t('checkout.payment.title')} width={256} height={256} className="size-56" />
          </div>
          <p className="text-sm">
            {t('checkout.payment.amount')}: <span className="font-semibold">{brl.format(Number(payment.valor.original))}</span>
          </p>
          <div className="bg-muted w-full rounded-md p-2 text-left font-mono text-xs break-all" data-testid="pay-code-text">{payment.qrcode.qrcode}</div>
          <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(payment.qrcode.qrcode).then(() => toast.success(t('checkout.payment.copied')), () => undefined)}>
            <CopyIcon />
            {t('checkout.payment.copy')}
          </Button>
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <Loader2Icon className="size-4 animate-spin" />
            {t('checkout.payment.waiting')}
          </p>
        </div>
      );
    if (paying)
      return (
        <form onSubmit={submit} className="grid gap-3" data-testid="pay-form" noValidate>
          <p className="text-sm">
            {paying.detail} · {ddmmyyyy(paying.dueDate)} · <span className="font-semibold">{brl.format(paying.value)}</span>
          </p>
          {REQUIRED.map((k) => (
            <div key={k} className="grid gap-1.5">
              <Label htmlFor={`pay-${k}`}>{t(`checkout.fields.${k}`)} *</Label>
              <Input id={`pay-${k}`} value={fields[k]} autoComplete={AUTOCOMPLETE[k]} onChange={(e) => setFields({ ...fields, [k]: e.target.value })} aria-invalid={!!invalid[k]} data-testid={`pay-${k}`} />
              {invalid[k] && <p className="text-destructive text-sm">{t(invalid[k]!)}</p>}
            </div>
          ))}
          <Button type="submit" disabled={busy} data-testid="pay-submit">
            {busy && <Loader2Icon className="animate-spin" />}
            {t('checkout.submit')}
          </Button>
        </form>
      );
    if (!payable.length) return <p className="text-muted-foreground text-sm">{t('payLink.none')}</p>;
    return (
      <ul className="divide-y rounded-md border" data-testid="pay-invoices">
        {payable.map((i) => (
          <li key={i.id} className="flex items-center justify-between gap-3 p-3">
            <div className="text-sm">
              <div className="font-medium">{i.detail}</div>
              <div className="text-muted-foreground">
                {ddmmyyyy(i.dueDate)} · {brl.format(i.value)} · {t(`status.${i.status}`)}
              </div>
            </div>
            <Button size="sm" onClick={() => setPaying(i)} data-testid="pay-invoice">
              {t('pay')}
            </Button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <AuthLayout
      language={<LanguageMenu variant="outline" />}
      title={t('payLink.title')}
      description={view ? t('payLink.description', { company: view.company.name, date: view.company.dueDate ? ddmmyyyy(view.company.dueDate) : '—' }) : undefined}
    >
      {body()}
    </AuthLayout>
  );
}
