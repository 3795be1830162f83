import { z } from 'zod';
import { campaignLongerIntervals, campaignMessageIntervals } from '../constants';
import { nullableRefId, pageNumber, searchParam } from './common';
import { scheduleSendAt } from './schedules';

const variant = z.string().max(4096).default('');
const variantEdit = z.string().max(4096).optional();

/**
 * A campaign as the dialog sends it. The target is a contact list (`contactListId`) or a tag (`tagListId`,
 * the form's name; `tagId` also accepted), or none. `scheduledAt` (an instant, or a wall-clock time in the
 * company's zone) makes it PROGRAMADA; `status` and other fields a client sends are ignored.
 */
export const CampaignBody = z.object({
  name: z.string().trim().min(2, 'name too short').max(50, 'name too long'),
  message1: variant,
  message2: variant,
  message3: variant,
  message4: variant,
  message5: variant,
  whatsappId: nullableRefId.optional(),
  contactListId: nullableRefId.optional(),
  tagListId: nullableRefId.optional(),
  tagId: nullableRefId.optional(),
  fileListId: nullableRefId.optional(),
  scheduledAt: z.union([scheduleSendAt, z.literal(''), z.null()]).optional(),
});
export type CampaignBody = z.infer<typeof CampaignBody>;

/** An edit: only the fields sent change (no defaults fill the others). */
export const CampaignUpdateBody = CampaignBody.extend({
  name: CampaignBody.shape.name.optional(),
  message1: variantEdit,
  message2: variantEdit,
  message3: variantEdit,
  message4: variantEdit,
  message5: variantEdit,
});
export type CampaignUpdateBody = z.infer<typeof CampaignUpdateBody>;

export const CampaignListQuery = z.object({ searchParam, pageNumber });
export type CampaignListQuery = z.infer<typeof CampaignListQuery>;

export const CampaignReportQuery = z.object({ pageNumber });
export type CampaignReportQuery = z.infer<typeof CampaignReportQuery>;

/** The campaign's medium (multipart `file`): an image, audio, video or document, told by its bytes. */
export const CampaignMediaForm = z.object({ file: z.instanceof(File, { message: 'a file is required' }) });

const interval = <T extends readonly number[]>(choices: T) =>
  z.coerce.number().refine((n) => (choices as readonly number[]).includes(n), `one of ${choices.join(', ')}`);

/** A variable usable as `{key}` in campaign messages; keys are unique. */
export const CampaignVariable = z.object({ key: z.string().trim().min(1).max(50).regex(/^[^{}\s]+$/, 'no spaces or braces'), value: z.string().max(1000) });
export type CampaignVariable = z.infer<typeof CampaignVariable>;

/** POST /campaign-settings: `{settings}`; each setting left out keeps its stored value. */
export const CampaignSettingsBody = z.object({
  settings: z.object({
    messageInterval: interval(campaignMessageIntervals).optional(),
    longerIntervalAfter: interval(campaignLongerIntervals).optional(),
    greaterInterval: interval(campaignLongerIntervals).optional(),
    variables: z
      .array(CampaignVariable)
      .max(100)
      .refine((vs) => new Set(vs.map((v) => v.key)).size === vs.length, 'variable keys must be unique')
      .optional(),
  }),
});
export type CampaignSettingsBody = z.infer<typeof CampaignSettingsBody>;
