import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcwIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import type { Webhook, WebhookDelivery } from '@zapdesk/contracts';
import { Badge, Button, Dialog, DialogContent, DialogHeader, DialogTitle, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast, toastError } from '@zapdesk/ui';

const statusVariant = { delivered: 'default', pending: 'secondary', failed: 'destructive' } as const;

/** A webhook's delivery log, newest first: event, status, attempts, the receiver's last answer and time, and resend. */
export function DeliveryLogDialog({ webhook, onClose }: { webhook: Webhook; onClose(): void }) {
  const { t, i18n } = useTranslation('webhooks');
  const api = useApi();
  const [rows, setRows] = useState<WebhookDelivery[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const dateTime = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }), [i18n.language]);

  const load = useCallback(
    async (n: number) => {
      try {
        const r = await call(api.rpc.webhooks.webhooks[':id'].deliveries.$get({ param: { id: String(webhook.id) }, query: { pageNumber: String(n) } }));
        setRows((cur) => (n === 1 ? r.deliveries : [...cur, ...r.deliveries]));
        setHasMore(r.hasMore);
        setPage(n);
      } catch (e) {
        toastError(e);
      }
    },
    [api, webhook.id],
  );
  useEffect(() => void load(1), [load]);

  const resend = async (d: WebhookDelivery) => {
    try {
      const r = await call(api.rpc.webhooks.webhooks[':id'].deliveries[':deliveryId'].resend.$post({ param: { id: String(webhook.id), deliveryId: String(d.id) } }));
      setRows((cur) => cur.map((x) => (x.id === r.id ? r : x)));
      toast.success(t('toasts.resent'));
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-4xl" data-testid="webhook-log-dialog">
        <DialogHeader>
          <DialogTitle className="truncate">{t('log.title', { url: webhook.url })}</DialogTitle>
        </DialogHeader>
        {rows.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm">{t('log.empty')}</p>
        ) : (
          <div className="max-h-[60vh] overflow-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('log.event')}</TableHead>
                  <TableHead>{t('log.status')}</TableHead>
                  <TableHead>{t('log.attempts')}</TableHead>
                  <TableHead>{t('log.code')}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t('log.time')}</TableHead>
                  <TableHead className="hidden md:table-cell">{t('log.at')}</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((d) => (
                  <TableRow key={d.id} data-testid="webhook-delivery-row" data-status={d.status}>
                    <TableCell>{t(`events.${d.eventType}`)}</TableCell>
                    <TableCell>
                      <Badge variant={statusVariant[d.status]}>{t(`log.statuses.${d.status}`)}</Badge>
                    </TableCell>
                    <TableCell>{d.attempts}</TableCell>
                    <TableCell className="max-w-48 truncate" title={d.lastError ?? undefined}>
                      {d.lastStatusCode ?? d.lastError ?? '—'}
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{d.lastDurationMs === null ? '—' : `${d.lastDurationMs} ms`}</TableCell>
                    <TableCell className="hidden md:table-cell">{dateTime.format(new Date(d.createdAt))}</TableCell>
                    <TableCell className="text-right">
                      <Button variant="ghost" size="sm" onClick={() => void resend(d)} disabled={d.status === 'pending'}>
                        <RotateCcwIcon /> {t('log.resend')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {hasMore && (
          <Button variant="outline" className="self-center" onClick={() => void load(page + 1)}>
            {t('log.more')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
