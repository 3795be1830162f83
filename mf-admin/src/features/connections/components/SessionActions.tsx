import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon, PowerIcon, QrCodeIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@zapdesk/ui';
import type { Whatsapp } from '@zapdesk/contracts';
import { sessionActions, type SessionAction } from '../utils/session-actions';

/** The session buttons of one connection, by its status (core.md §2). `busy` disables them while a call runs. */
export function SessionActions({ connection, busy, onAction }: { connection: Whatsapp; busy: boolean; onAction: (action: Exclude<SessionAction, 'connecting'>) => void }) {
  const { t } = useTranslation('connections');
  return (
    <div className="flex flex-wrap gap-2" data-testid="session-actions">
      {sessionActions(connection.status).map((action) => {
        switch (action) {
          case 'qrcode':
            return (
              <Button key={action} size="sm" disabled={busy} onClick={() => onAction('qrcode')} data-testid="action-qrcode">
                <QrCodeIcon />
                {t('actions.qrcode')}
              </Button>
            );
          case 'tryAgain':
            return (
              <Button key={action} size="sm" variant="outline" disabled={busy} onClick={() => onAction('tryAgain')} data-testid="action-try-again">
                <RotateCcwIcon />
                {t('actions.tryAgain')}
              </Button>
            );
          case 'newQr':
            return (
              <Button key={action} size="sm" disabled={busy} onClick={() => onAction('newQr')} data-testid="action-new-qr">
                <RefreshCwIcon />
                {t('actions.newQr')}
              </Button>
            );
          case 'disconnect':
            return (
              <Button key={action} size="sm" variant="outline" className="text-destructive hover:text-destructive" disabled={busy} onClick={() => onAction('disconnect')} data-testid="action-disconnect">
                <PowerIcon />
                {t('actions.disconnect')}
              </Button>
            );
          case 'connecting':
            return (
              <Button key={action} size="sm" variant="outline" disabled data-testid="action-connecting">
                <LoaderCircleIcon className="animate-spin" />
                {t('actions.connecting')}
              </Button>
            );
        }
      })}
    </div>
  );
}
