import { z } from 'zod';
import { hhmm, intId, nullableRefId } from './common';

export const providerKinds = ['baileys', 'simulator'] as const;
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Counts arrive as numbers or numeric text (form fields); null or "" leave the value as it is (or its default). */
const count = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(0).max(max).optional(),
  );
const message = z
  .string()
  .max(10_000)
  .nullable()
  .transform((v) => v ?? '');
const idLike = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().positive());

/** The external API token: empty (or null) asks for a generated one; a chosen one is 16–100 URL-safe characters. */
export const connectionToken = z
  .string()
  .trim()
  .nullable()
  .transform((v) => v ?? '')
  .pipe(z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_.-]{16,100}$/, 'token must be 16 to 100 letters, digits, "_", "-" or "."')]));

/** Business hours of a connection: none (the company's apply) or the seven days, each once, times ##:##. */
export const connectionSchedules = z
  .array(z.object({ weekday: z.string().trim().min(1).max(30), weekdayEn: z.enum(weekdays), startTime: hhmm, endTime: hhmm }))
  .max(7)
  .refine((days) => days.length === 0 || (days.length === 7 && new Set(days.map((d) => d.weekdayEn)).size === 7), 'either no days or each weekday exactly once');

const connectionFields = {
  name: z.string().trim().min(2, 'nameShort').max(50, 'nameLong'),
  isDefault: z.boolean(),
  greetingMessage: message,
  complationMessage: message,
  outOfHoursMessage: message,
  ratingMessage: message,
  expiresInactiveMessage: message,
  expiresTicket: count(1_000_000),
  timeUseBotQueues: count(1_000_000),
  maxUseBotQueues: count(1000),
  timeToTransfer: count(1_000_000),
  transferQueueId: nullableRefId,
  promptId: nullableRefId,
  integrationId: nullableRefId,
  queueIds: z.array(idLike).max(500),
  schedules: connectionSchedules,
  token: connectionToken,
  /** External API requests per second its token may make (0: the server's default). */
  apiRateLimit: count(100_000),
};

/** POST /whatsapp. The provider is chosen here and kept: PUT does not change it. */
export const WhatsappCreateBody = z
  .object(connectionFields)
  .partial()
  .extend({ name: connectionFields.name, provider: z.enum(providerKinds).default('baileys') });
export type WhatsappCreateBody = z.output<typeof WhatsappCreateBody>;

/** PUT /whatsapp/:id: only the fields sent are applied. */
export const WhatsappUpdateBody = z.object(connectionFields).partial();
export type WhatsappUpdateBody = z.output<typeof WhatsappUpdateBody>;

/** `session=0` and `companyId` are what existing clients send; both are accepted and ignored. */
export const WhatsappListQuery = z.object({ session: z.string().max(10).optional(), companyId: z.string().max(20).optional() });

export const WhatsappIdParam = z.object({ whatsappId: intId });

/** A simulated contact's phone: digits after the usual punctuation, 8–20 of them. */
export const simulatedNumber = z
  .string()
  .max(40)
  .transform((v) => v.replace(/[\s+\-()]/g, ''))
  .pipe(z.string().regex(/^\d{8,20}$/, 'number must have 8 to 20 digits'));

/** A simulated contact writes: text, and optionally a medium as a data: URL or a path under /public. */
export const SimulatorInboundBody = z
  .object({
    number: simulatedNumber,
    name: z.string().trim().max(100).optional(),
    body: z.string().max(4096).default(''),
    mediaUrl: z.string().max(30_000_000).optional(),
  })
  .refine((b) => b.body.trim() !== '' || !!b.mediaUrl, { message: 'body or mediaUrl is required', path: ['body'] });
export type SimulatorInboundBody = z.output<typeof SimulatorInboundBody>;

export const SimulatorMessagesQuery = z.object({ number: simulatedNumber });
