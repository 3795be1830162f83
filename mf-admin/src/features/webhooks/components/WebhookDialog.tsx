import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { webhookEventTypes, type Webhook, type WebhookEventType } from '@zapdesk/contracts';
import { Button, Checkbox, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, Input, Label, Switch, toast, toastError } from '@zapdesk/ui';

const randomSecret = () => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Add or edit a webhook: URL, events, active, and the secret (required on add; empty on edit keeps it). */
export function WebhookDialog({ webhook, onClose, onSaved }: { webhook: Webhook | null; onClose(): void; onSaved(h: Webhook): void }) {
  const { t } = useTranslation('webhooks');
  const api = useApi();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? ['message.created']);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [secret, setSecret] = useState(webhook ? '' : randomSecret());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!url.trim()) found.url = 'required';
    else if (!/^https?:\/\/\S+$/i.test(url.trim())) found.url = 'urlInvalid';
    if (!events.length) found.events = 'eventsRequired';
    if (!webhook && !secret) found.secret = 'required';
    else if (secret && secret.length < 16) found.secret = 'secretShort';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const body = { url: url.trim(), events, active, ...(secret ? { secret } : {}) };
      const h = webhook
        ? await call(api.rpc.webhooks.webhooks[':id'].$put({ param: { id: String(webhook.id) }, json: body }))
        : await call(api.rpc.webhooks.webhooks.$post({ json: { ...body, secret } }));
      onSaved(h);
      toast.success(t(webhook ? 'toasts.updated' : 'toasts.created'));
      onClose();
    } catch (err) {
      const fields = (err as { body?: { fields?: Record<string, string> } }).body?.fields;
      // The server's SSRF guard (private, loopback or link-local address, or a host that does not resolve).
      if (fields?.url) setErrors({ url: 'urlRefused' });
      toastError(err);
    } finally {
      setBusy(false);
    }
  };

  const error = (k: string) => errors[k] && <p className="text-destructive text-xs">{t(`dialog.${errors[k]}`, { defaultValue: errors[k] })}</p>;

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-lg" data-testid="webhook-dialog">
        <DialogHeader>
          <DialogTitle>{t(webhook ? 'dialog.editTitle' : 'dialog.addTitle')}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={save} noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="webhook-url">{t('dialog.url')}</Label>
            <Input id="webhook-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" aria-invalid={!!errors.url} />
            {error('url')}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('dialog.events')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {webhookEventTypes.map((ev) => (
                <label key={ev} className="flex items-center gap-2 text-sm">
                  <Checkbox checked={events.includes(ev)} onCheckedChange={(v) => setEvents((cur) => (v ? [...cur, ev] : cur.filter((x) => x !== ev)))} />
                  {t(`events.${ev}`)}
                </label>
              ))}
            </div>
            {error('events')}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={active} onCheckedChange={setActive} /> {t('dialog.active')}
          </label>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="webhook-secret">{t('dialog.secret')}</Label>
            <div className="flex gap-2">
              <Input id="webhook-secret" value={secret} onChange={(e) => setSecret(e.target.value)} className="font-mono" autoComplete="off" aria-invalid={!!errors.secret} />
              <Button type="button" variant="outline" onClick={() => setSecret(randomSecret())}>
                {t('dialog.generate')}
              </Button>
            </div>
            {error('secret') || <p className="text-muted-foreground text-xs">{t(webhook ? 'dialog.secretKeep' : 'dialog.secretHint')}</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy} data-testid="webhook-save">
              {t('dialog.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
