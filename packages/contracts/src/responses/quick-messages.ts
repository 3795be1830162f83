import { z } from 'zod';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const quickMessageExample = {
  id: 4,
  companyId: 2,
  userId: 7,
  shortcode: 'horario',
  message: 'Atendemos de segunda a sexta, das 8h às 18h.',
  geral: true,
  status: 'active',
  isMedia: false,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A quick message: `geral` ones are shared with the company, the others are their creator's. */
export const QuickMessage = z
  .object({
    id: entityId,
    companyId: entityId,
    userId: nullableId,
    shortcode: z.string(),
    message: z.string(),
    geral: z.boolean(),
    status: z.string(),
    isMedia: z.boolean(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    /** Absolute URL of the attached file. */
    mediaUrl: z.url().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'QuickMessage', example: quickMessageExample });
export type QuickMessage = z.infer<typeof QuickMessage>;

export const QuickMessageList = z
  .object({ records: z.array(QuickMessage), count, hasMore: z.boolean() })
  .meta({ id: 'QuickMessageList', example: { records: [quickMessageExample], count: 1, hasMore: false } });
export type QuickMessageList = z.infer<typeof QuickMessageList>;
