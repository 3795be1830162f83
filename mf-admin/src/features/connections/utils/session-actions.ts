import type { ConnectionStatus } from '@zapdesk/contracts/constants';

export type SessionAction = 'qrcode' | 'tryAgain' | 'newQr' | 'disconnect' | 'connecting';

/**
 * The session buttons of a connection by status (core.md §2 Connections): qrcode → QR; DISCONNECTED → try
 * again and new QR; CONNECTED, PAIRING, TIMEOUT → disconnect; OPENING → a disabled "connecting".
 */
export function sessionActions(status: ConnectionStatus | string): SessionAction[] {
  switch (status) {
    case 'qrcode':
      return ['qrcode'];
    case 'DISCONNECTED':
      return ['tryAgain', 'newQr'];
    case 'CONNECTED':
    case 'PAIRING':
    case 'TIMEOUT':
      return ['disconnect'];
    case 'OPENING':
      return ['connecting'];
    default:
      return [];
  }
}
