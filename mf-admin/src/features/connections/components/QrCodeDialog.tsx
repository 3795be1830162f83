import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { ScanLineIcon } from 'lucide-react';
import { useApi, useCompanyEvent } from '@zapdesk/client';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton, toastError } from '@zapdesk/ui';
import type { Whatsapp } from '@zapdesk/contracts';

/** QR size of core.md §9. */
const QR_SIZE = 256;

/**
 * The QR dialog: four steps and the live QR code of the connection (kept current by the list's events).
 * It closes when a `company-{id}-whatsappSession` update for this connection carries an empty QR (core.md §4).
 * A simulated connection can be "scanned" from here (POST /simulator/{id}/scan).
 */
export function QrCodeDialog({ connection, onClose }: { connection: Whatsapp | null; onClose: () => void }) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [scanning, setScanning] = useState(false);
  const id = connection?.id;

  useCompanyEvent('whatsappSession', (e) => {
    if (id !== undefined && e.session.id === id && !e.session.qrcode) onClose();
  });

  const scan = async () => {
    if (!connection) return;
    setScanning(true);
    try {
      await api.rpc.simulator.simulator[':whatsappId'].scan.$post({ param: { whatsappId: String(connection.id) } });
    } catch (e) {
      toastError(e);
    } finally {
      setScanning(false);
    }
  };

  return (
    <Dialog open={!!connection} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-3xl" closeLabel={tc('actions.close')} data-testid="qr-dialog">
        <DialogHeader>
          <DialogTitle>{t('qr.title')}</DialogTitle>
          <DialogDescription>{t('qr.description', { name: connection?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <div className="grid items-center gap-6 md:grid-cols-[1fr_auto]">
          <ol className="flex flex-col gap-3">
            {(['1', '2', '3', '4'] as const).map((step) => (
              <li key={step} className="flex items-start gap-3 text-sm">
                <span className="bg-primary text-primary-foreground flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold">{step}</span>
                <span className="pt-0.5">{t(`qr.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <div className="flex flex-col items-center gap-3">
            {connection?.qrcode ? (
              // Light background in both themes: phones read dark modules on a light field.
              <div className="rounded-lg bg-white p-3" data-testid="qr-code" data-qr={connection.qrcode}>
                <QRCodeSVG value={connection.qrcode} size={QR_SIZE} marginSize={0} title={t('qr.title')} />
              </div>
            ) : (
              <div className="flex flex-col items-center gap-2" data-testid="qr-waiting">
                <Skeleton className="size-[280px]" />
                <span className="text-muted-foreground text-sm">{t('qr.waiting')}</span>
              </div>
            )}
            {connection?.provider === 'simulator' && (
              <div className="flex flex-col items-center gap-1">
                <Button variant="outline" size="sm" disabled={scanning || !connection.qrcode} onClick={() => void scan()} data-testid="qr-simulate-scan">
                  <ScanLineIcon />
                  {t('qr.simulateScan')}
                </Button>
                <span className="text-muted-foreground text-xs">{t('qr.simulatorHint')}</span>
              </div>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
