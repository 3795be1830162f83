import { z } from 'zod';
import { campaignStatuses } from '../constants';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const campaignExample = {
  id: 8,
  companyId: 2,
  name: 'Black Friday',
  message1: '{{ms}}, {{firstName}}! Só hoje: 30% de desconto com o cupom {cupom}.',
  message2: 'Olá {{name}}, a Black Friday chegou: cupom {cupom}.',
  message3: '',
  message4: '',
  message5: '',
  status: 'PROGRAMADA',
  scheduledAt: '2025-11-28T12:00:00.000Z',
  completedAt: null,
  whatsappId: 3,
  contactListId: 4,
  tagId: null,
  tagListId: null,
  fileListId: null,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  editable: true,
  counts: { sent: 80, delivered: 78 },
  contactList: { id: 4, name: 'Clientes VIP' },
  whatsapp: { id: 3, name: 'Comercial', status: 'CONNECTED' },
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/**
 * A campaign. `tagListId` repeats `tagId` under the form's name. `editable` says whether the server accepts
 * changes now (INATIVA, or PROGRAMADA more than one hour ahead). `counts`: its sends so far and how many of them
 * the provider confirmed (the list shows them live; the report has the rest).
 */
export const Campaign = z
  .object({
    id: entityId,
    companyId: entityId,
    name: z.string(),
    message1: z.string(),
    message2: z.string(),
    message3: z.string(),
    message4: z.string(),
    message5: z.string(),
    status: z.enum(campaignStatuses),
    scheduledAt: isoDateTime.nullable(),
    completedAt: isoDateTime.nullable(),
    whatsappId: nullableId,
    contactListId: nullableId,
    tagId: nullableId,
    tagListId: nullableId,
    fileListId: nullableId,
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    editable: z.boolean(),
    counts: z.object({ sent: count, delivered: count }),
    contactList: z.object({ id: entityId, name: z.string() }).nullable(),
    whatsapp: z.object({ id: entityId, name: z.string(), status: z.string() }).nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Campaign', example: campaignExample });
export type Campaign = z.infer<typeof Campaign>;

export const CampaignPage = z.object({ records: z.array(Campaign), hasMore: z.boolean() }).meta({ id: 'CampaignPage', example: { records: [campaignExample], hasMore: false } });
export type CampaignPage = z.infer<typeof CampaignPage>;

const settingsExample = [
  { key: 'messageInterval', value: '20' },
  { key: 'longerIntervalAfter', value: '20' },
  { key: 'greaterInterval', value: '60' },
  { key: 'variables', value: '[{"key":"cupom","value":"BF30"}]' },
];
/**
 * The campaign settings as existing clients read them: one `{key, value}` per setting, the value as JSON text
 * (numbers of seconds or sends; `variables` a list of `{key, value}`), every key present (defaults 20 / 20 / 60, []).
 */
export const CampaignSettings = z
  .array(z.object({ key: z.enum(['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables']), value: z.string() }))
  .meta({ id: 'CampaignSettings', example: settingsExample });
export type CampaignSettings = z.infer<typeof CampaignSettings>;

const shippingExample = { id: 51, number: '5511989039839', contactId: 77, messageId: 9001, message: 'Boa tarde, Carla! Só hoje: 30% de desconto com o cupom BF30.', status: 'delivered', deliveredAt: EXAMPLE_AT, createdAt: EXAMPLE_AT };
/** One send of a campaign: `sent` when handed to the outbox, `delivered` once the provider confirmed it, `failed` when it gave up. */
export const CampaignShipping = z
  .object({
    id: entityId,
    number: z.string(),
    contactId: nullableId,
    messageId: nullableId,
    message: z.string(),
    status: z.enum(['sent', 'delivered', 'failed']),
    deliveredAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'CampaignShipping', example: shippingExample });
export type CampaignShipping = z.infer<typeof CampaignShipping>;

const reportExample = {
  campaign: campaignExample,
  counts: { valid: 120, sent: 80, delivered: 78, failed: 1, pending: 40 },
  progress: 65,
  timeline: [{ at: '2025-11-28T12:00:00.000Z', sent: 60, delivered: 59 }, { at: '2025-11-28T12:01:00.000Z', sent: 20, delivered: 19 }],
  shipping: [shippingExample],
  hasMore: true,
};
/**
 * GET /campaigns/{id}/report: progress = delivered / valid contacts as a percentage; counts; sends and
 * deliveries per minute (`timeline`); a page of the shipping table, newest first.
 */
export const CampaignReport = z
  .object({
    campaign: Campaign,
    counts: z.object({ valid: count, sent: count, delivered: count, failed: count, pending: count }),
    progress: z.number().min(0).max(100),
    timeline: z.array(z.object({ at: isoDateTime, sent: count, delivered: count })),
    shipping: z.array(CampaignShipping),
    hasMore: z.boolean(),
  })
  .meta({ id: 'CampaignReport', example: reportExample });
export type CampaignReport = z.infer<typeof CampaignReport>;
