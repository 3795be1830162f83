import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2Icon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { paymentProviders, type BillingSettings, type BillingSettingsBody, type PaymentProviderName } from '@zapdesk/contracts';
import { Button, Textarea, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, toast, toastAreaError } from '@zapdesk/ui';

const plainKeys = ['pixKey', 'merchantName', 'merchantCity'] as const;
type PemKey = 'efiCert' | 'efiKey';
const providerKeys: Record<PaymentProviderName, { plain: ('efiBaseUrl' | 'efiClientId' | 'asaasBaseUrl')[]; secrets: ('efiClientSecret' | 'efiWebhookSecret' | 'asaasToken' | 'asaasWebhookToken')[]; pem: PemKey[] }> = {
  'pix-static': { plain: [], secrets: [], pem: [] },
  efi: { plain: ['efiBaseUrl', 'efiClientId'], secrets: ['efiClientSecret', 'efiWebhookSecret'], pem: ['efiCert', 'efiKey'] },
  asaas: { plain: ['asaasBaseUrl'], secrets: ['asaasToken', 'asaasWebhookToken'], pem: [] },
};
type Draft = Omit<BillingSettings, 'invoiceDaysBefore' | 'efiClientSecret' | 'efiWebhookSecret' | 'efiCert' | 'efiKey' | 'asaasToken' | 'asaasWebhookToken'> & { invoiceDaysBefore: string; secrets: Partial<Record<string, string>> };

/** The platform's billing settings (super users): the provider, the PIX key and receiver, how early invoices are issued, the provider's credentials (write-only). */
export function BillingSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [current, setCurrent] = useState<BillingSettings | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(null);
    call(api.rpc.invoices.billing.settings.$get())
      .then((s) => {
        setCurrent(s);
        setDraft({ ...s, invoiceDaysBefore: String(s.invoiceDaysBefore), secrets: {} });
      })
      .catch((e) => toastAreaError(e, t('toasts.error')));
  }, [open, api, t]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    setBusy(true);
    try {
      const body: BillingSettingsBody = { provider: draft.provider, invoiceDaysBefore: Number(draft.invoiceDaysBefore), pixKey: draft.pixKey, merchantName: draft.merchantName, merchantCity: draft.merchantCity, subscriptionPageUrl: draft.subscriptionPageUrl.trim() };
      for (const k of providerKeys[draft.provider].plain) body[k] = draft[k];
      for (const [k, v] of Object.entries(draft.secrets)) if (v) (body as Record<string, string>)[k] = v;
      setCurrent(await call(api.rpc.invoices.billing.settings.$put({ json: body })));
      toast.success(t('settings.saved'));
      onOpenChange(false);
    } catch (err) {
      toastAreaError(err, t('toasts.error'));
    } finally {
      setBusy(false);
    }
  };

  const text = (k: (typeof plainKeys)[number] | 'efiBaseUrl' | 'efiClientId' | 'asaasBaseUrl') =>
    draft && (
      <div key={k} className="grid gap-1.5">
        <Label htmlFor={`billing-${k}`}>{t(`settings.${k}`)}</Label>
        <Input id={`billing-${k}`} value={draft[k]} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })} data-testid={`billing-${k}`} />
      </div>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-h-[92vh] overflow-y-auto sm:max-w-lg" data-testid="billing-settings-dialog">
        <DialogHeader>
          <DialogTitle>{t('settings.title')}</DialogTitle>
          <DialogDescription>{t('settings.description')}</DialogDescription>
        </DialogHeader>
        {!draft ? (
          <Loader2Icon className="text-muted-foreground mx-auto size-6 animate-spin" />
        ) : (
          <form onSubmit={save} className="grid gap-3" noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor="billing-provider">{t('settings.provider')}</Label>
              <Select value={draft.provider} onValueChange={(v) => setDraft({ ...draft, provider: v as PaymentProviderName })}>
                <SelectTrigger id="billing-provider" data-testid="billing-provider">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {paymentProviders.map((p) => (
                    <SelectItem key={p} value={p}>
                      {t(`settings.providers.${p}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="billing-days">{t('settings.invoiceDaysBefore')}</Label>
              <Input id="billing-days" type="number" min={0} max={60} value={draft.invoiceDaysBefore} onChange={(e) => setDraft({ ...draft, invoiceDaysBefore: e.target.value })} data-testid="billing-invoiceDaysBefore" />
            </div>
            {plainKeys.map(text)}
            <div className="grid gap-1.5">
              <Label htmlFor="billing-subscriptionPageUrl">{t('settings.subscriptionPageUrl')}</Label>
              <Input
                id="billing-subscriptionPageUrl"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.subscriptionPageUrl}
                onChange={(e) => setDraft({ ...draft, subscriptionPageUrl: e.target.value })}
                aria-invalid={!!draft.subscriptionPageUrl.trim() && !/^https:\/\//i.test(draft.subscriptionPageUrl.trim())}
                data-testid="billing-subscriptionPageUrl"
              />
              <p className={draft.subscriptionPageUrl.trim() && !/^https:\/\//i.test(draft.subscriptionPageUrl.trim()) ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}>
                {draft.subscriptionPageUrl.trim() && !/^https:\/\//i.test(draft.subscriptionPageUrl.trim()) ? t('settings.httpsOnly') : t('settings.subscriptionPageHint')}
              </p>
            </div>
            {providerKeys[draft.provider].plain.map(text)}
            {providerKeys[draft.provider].secrets.map((k) => (
              <div key={k} className="grid gap-1.5">
                <Label htmlFor={`billing-${k}`}>{t(`settings.${k}`)}</Label>
                <Input
                  id={`billing-${k}`}
                  type="password"
                  autoComplete="off"
                  placeholder={current?.[k] ? t('settings.secretSet') : t('settings.secretUnset')}
                  value={draft.secrets[k] ?? ''}
                  onChange={(e) => setDraft({ ...draft, secrets: { ...draft.secrets, [k]: e.target.value } })}
                  data-testid={`billing-${k}`}
                />
              </div>
            ))}
            {providerKeys[draft.provider].pem.map((k) => (
              <div key={k} className="grid gap-1.5">
                <Label htmlFor={`billing-${k}`}>{t(`settings.${k}`)}</Label>
                <Textarea
                  id={`billing-${k}`}
                  rows={3}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono text-xs"
                  placeholder={current?.[k] ? t('settings.secretSet') : t('settings.secretUnset')}
                  value={draft.secrets[k] ?? ''}
                  onChange={(e) => setDraft({ ...draft, secrets: { ...draft.secrets, [k]: e.target.value } })}
                  aria-describedby="billing-efi-pem-hint"
                  data-testid={`billing-${k}`}
                />
              </div>
            ))}
            {providerKeys[draft.provider].pem.length > 0 && (
              <p id="billing-efi-pem-hint" className="text-muted-foreground text-xs">
                {t('settings.efiPemHint')}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {tc('actions.cancel')}
              </Button>
              <Button type="submit" disabled={busy} data-testid="billing-settings-save">
                {tc('actions.save')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
