export const profiles = ['admin', 'supervisor', 'user'] as const;
export type Profile = (typeof profiles)[number];
export const languages = ['pt', 'en', 'es'] as const;
export type Language = (typeof languages)[number];
export const recurrences = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 } as const;
export type Recurrence = keyof typeof recurrences;
export const ticketStatuses = ['pending', 'open', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const connectionStatuses = ['qrcode', 'OPENING', 'PAIRING', 'CONNECTED', 'TIMEOUT', 'DISCONNECTED'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const TRIAL_DAYS = 3;
export const SUBSCRIPTION_WARNING_DAYS = 5;
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
export const SOCKET_PING_MS = 18000;
export const USER_STATUS_PING_MS = 300000;
export const ONLINE_TIMEOUT_MS = 10 * 60 * 1000;

export const defaultWorkingHours = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];

/** Campaigns (admin-automation.md §4, §9). */
export const campaignStatuses = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];
export const CAMPAIGN_VARIANTS = 5;
/** A PROGRAMADA campaign is editable while its start is more than this far ahead. */
export const CAMPAIGN_EDIT_WINDOW_MS = 60 * 60_000;
export const CAMPAIGN_REPORT_RELOAD_MS = 5_000;
export const campaignMessageIntervals = [0, 5, 10, 15, 20] as const;
export const campaignLongerIntervals = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;
export const campaignSettingDefaults = { messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60 } as const;
export const contactListImportStatuses = ['pending', 'processing', 'done', 'failed'] as const;
export type ContactListImportStatus = (typeof contactListImportStatuses)[number];
