import * as z from 'zod/mini';
import type { Whatsapp } from '@zapdesk/contracts';
import { businessHoursRows, TIME_PATTERN, WEEKDAYS, type BusinessHoursDay } from './business-hours';

/** Numbers are typed into text fields: kept as text in the form, sent as numbers. */
export type ConnectionFormValues = {
  name: string;
  isDefault: boolean;
  provider: 'baileys' | 'simulator';
  queueIds: number[];
  token: string;
  apiRateLimit: string;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  expiresTicket: string;
  timeUseBotQueues: string;
  maxUseBotQueues: string;
  transferQueueId: string;
  timeToTransfer: string;
  ownHours: boolean;
  schedules: BusinessHoursDay[];
  /** The Integrations tab's pickers: an id as text, or "none". */
  promptId: string;
  integrationId: string;
};

export type ConnectionFormTab = 'general' | 'messages' | 'assessments' | 'integrations' | 'hours';

/** Limits of the API (packages/contracts/src/schemas/whatsapps.ts). */
export const NUMBER_LIMITS = { apiRateLimit: 100_000, expiresTicket: 1_000_000, timeUseBotQueues: 1_000_000, maxUseBotQueues: 1000, timeToTransfer: 1_000_000 } as const;

export function connectionFormDefaults(c?: Whatsapp | null): ConnectionFormValues {
  return {
    name: c?.name ?? '',
    isDefault: c?.isDefault ?? false,
    provider: c?.provider ?? 'baileys',
    queueIds: c?.queues.map((q) => q.id) ?? [],
    token: c?.token ?? '',
    apiRateLimit: String(c?.apiRateLimit ?? 0),
    greetingMessage: c?.greetingMessage ?? '',
    complationMessage: c?.complationMessage ?? '',
    outOfHoursMessage: c?.outOfHoursMessage ?? '',
    ratingMessage: c?.ratingMessage ?? '',
    expiresInactiveMessage: c?.expiresInactiveMessage ?? '',
    expiresTicket: String(c?.expiresTicket ?? 0),
    timeUseBotQueues: String(c?.timeUseBotQueues ?? 0),
    maxUseBotQueues: String(c?.maxUseBotQueues ?? 3),
    transferQueueId: c?.transferQueueId ? String(c.transferQueueId) : '',
    timeToTransfer: String(c?.timeToTransfer ?? 0),
    ownHours: !!c?.schedules?.length,
    schedules: businessHoursRows(c?.schedules),
    promptId: c?.promptId ? String(c.promptId) : 'none',
    integrationId: c?.integrationId ? String(c.integrationId) : 'none',
  };
}

export type ConnectionFormMessages = { nameMin: string; nameMax: string; greetingRequired: string; wholeNumber: (max: number) => string; invalidTime: string };

const wholeNumber = (max: number, message: string) =>
  z.string().check(z.refine((v) => /^\s*\d+\s*$/.test(v) && Number(v) <= max, { message }));

/**
 * The modal's rules (core.md §5): name 2–50; a greeting when the connection has more than one queue;
 * whole numbers within the API's limits; business hours ##:## when the connection has its own.
 */
export function connectionFormSchema(m: ConnectionFormMessages) {
  const time = z.string().check(z.regex(TIME_PATTERN, m.invalidTime));
  return z
    .object({
      name: z.string().check(z.trim(), z.minLength(2, m.nameMin), z.maxLength(50, m.nameMax)),
      isDefault: z.boolean(),
      provider: z.enum(['baileys', 'simulator']),
      queueIds: z.array(z.number()),
      token: z.string(),
      apiRateLimit: wholeNumber(NUMBER_LIMITS.apiRateLimit, m.wholeNumber(NUMBER_LIMITS.apiRateLimit)),
      greetingMessage: z.string(),
      complationMessage: z.string(),
      outOfHoursMessage: z.string(),
      ratingMessage: z.string(),
      expiresInactiveMessage: z.string(),
      expiresTicket: wholeNumber(NUMBER_LIMITS.expiresTicket, m.wholeNumber(NUMBER_LIMITS.expiresTicket)),
      timeUseBotQueues: wholeNumber(NUMBER_LIMITS.timeUseBotQueues, m.wholeNumber(NUMBER_LIMITS.timeUseBotQueues)),
      maxUseBotQueues: wholeNumber(NUMBER_LIMITS.maxUseBotQueues, m.wholeNumber(NUMBER_LIMITS.maxUseBotQueues)),
      transferQueueId: z.string(),
      timeToTransfer: wholeNumber(NUMBER_LIMITS.timeToTransfer, m.wholeNumber(NUMBER_LIMITS.timeToTransfer)),
      ownHours: z.boolean(),
      schedules: z.array(z.object({ weekday: z.string(), weekdayEn: z.enum(WEEKDAYS), startTime: z.string(), endTime: z.string() })),
      promptId: z.string(),
      integrationId: z.string(),
    })
    .check(
      z.refine((v) => v.queueIds.length <= 1 || v.greetingMessage.trim() !== '', { message: m.greetingRequired, path: ['greetingMessage'] }),
      z.superRefine((v, ctx) => {
        if (!v.ownHours) return;
        v.schedules.forEach((d, i) => {
          for (const key of ['startTime', 'endTime'] as const) {
            if (!time.safeParse(d[key]).success) ctx.issues.push({ code: 'custom', message: m.invalidTime, path: ['schedules', i, key], input: d[key] });
          }
        });
      }),
    );
}

const ref = (v: string) => (/^\d+$/.test(v) ? Number(v) : null);

/**
 * The body of POST /whatsapp (with the provider) or PUT /whatsapp/{id} (the provider is fixed once created); the
 * prompt and the integration only when their picker was offered (the plan has the feature).
 */
export function connectionBody(v: ConnectionFormValues, isNew: boolean, bots: { prompt: boolean; integration: boolean } = { prompt: false, integration: false }) {
  return {
    name: v.name.trim(),
    isDefault: v.isDefault,
    ...(isNew ? { provider: v.provider } : {}),
    queueIds: v.queueIds,
    token: v.token.trim(),
    apiRateLimit: Number(v.apiRateLimit),
    greetingMessage: v.greetingMessage,
    complationMessage: v.complationMessage,
    outOfHoursMessage: v.outOfHoursMessage,
    ratingMessage: v.ratingMessage,
    expiresInactiveMessage: v.expiresInactiveMessage,
    expiresTicket: Number(v.expiresTicket),
    timeUseBotQueues: Number(v.timeUseBotQueues),
    maxUseBotQueues: Number(v.maxUseBotQueues),
    transferQueueId: v.transferQueueId ? Number(v.transferQueueId) : null,
    timeToTransfer: Number(v.timeToTransfer),
    schedules: v.ownHours ? v.schedules.map(({ weekday, weekdayEn, startTime, endTime }) => ({ weekday, weekdayEn, startTime, endTime })) : [],
    ...(bots.prompt ? { promptId: ref(v.promptId) } : {}),
    ...(bots.integration ? { integrationId: ref(v.integrationId) } : {}),
  };
}

const fieldTabs: Record<string, ConnectionFormTab> = {
  name: 'general',
  isDefault: 'general',
  provider: 'general',
  queueIds: 'general',
  token: 'general',
  apiRateLimit: 'general',
  greetingMessage: 'messages',
  complationMessage: 'messages',
  outOfHoursMessage: 'messages',
  expiresInactiveMessage: 'messages',
  expiresTicket: 'messages',
  timeUseBotQueues: 'messages',
  maxUseBotQueues: 'messages',
  transferQueueId: 'messages',
  timeToTransfer: 'messages',
  ratingMessage: 'assessments',
  promptId: 'integrations',
  integrationId: 'integrations',
  schedules: 'hours',
};

/** The first tab (in the modal's order) holding an invalid field, so a failed save shows it. */
export function firstTabWithError(errorFields: readonly string[]): ConnectionFormTab | null {
  const order: ConnectionFormTab[] = ['general', 'messages', 'assessments', 'integrations', 'hours'];
  const tabs = new Set(errorFields.map((f) => fieldTabs[f.split('.')[0]]).filter(Boolean));
  return order.find((t) => tabs.has(t)) ?? null;
}

/** The form field an API refusal points at (ERR_VALIDATION `fields`, ERR_WAPP_GREETING_REQUIRED), e.g. "schedules.0.startTime". */
export function apiErrorField(code: string, fields?: Record<string, unknown> | null): string | null {
  if (code === 'ERR_WAPP_GREETING_REQUIRED') return 'greetingMessage';
  if (code !== 'ERR_VALIDATION' || !fields) return null;
  return Object.keys(fields).find((f) => f.split('.')[0] in fieldTabs) ?? null;
}
