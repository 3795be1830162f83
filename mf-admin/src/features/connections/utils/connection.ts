import type { ConnectionStatus } from '@zapdesk/contracts/constants';

export type BusinessHoursDay = { weekday: string; weekdayEn: string; startTime: string; endTime: string };

/** A connection as GET /whatsapp answers it to an admin (token and QR code included). */
export type Connection = {
  id: number;
  name: string;
  provider: 'baileys' | 'simulator';
  status: ConnectionStatus;
  qrcode: string;
  retries: number;
  number: string;
  isDefault: boolean;
  token?: string;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  expiresTicket: number;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  transferQueueId: number | null;
  timeToTransfer: number;
  promptId: number | null;
  integrationId: number | null;
  schedules: BusinessHoursDay[];
  queues: { id: number; name: string; color: string }[];
  updatedAt: string;
};

/** The session part of a connection (`company-{id}-whatsappSession`). */
export type ConnectionSession = Pick<Connection, 'id' | 'status' | 'updatedAt' | 'qrcode' | 'retries'>;

export type ConnectionEvent =
  | { action: 'create' | 'update'; whatsapp: Connection }
  | { action: 'delete'; whatsappId: number }
  | { action: 'update'; session: ConnectionSession };
