import { z } from 'zod';
import { validateWeeklySchedule, type WorkingDay } from '../../schedules/utils/weekly-schedule';

/** Translates a key of the queues namespace (the caller's `t`). */
export type Translate = (key: string) => string;

/** admin-automation.md §5 "Queue": name 2–50 (nameShort, nameLong, nameRequired), colour 3–9, greeting optional. */
export function queueFormSchema(t: Translate) {
  return z.object({
    name: z.string().trim().min(1, t('errors.nameRequired')).min(2, t('errors.nameShort')).max(50, t('errors.nameLong')),
    color: z
      .string()
      .trim()
      .min(1, t('errors.colorRequired'))
      .refine((c) => c.length >= 3 && c.length <= 9 && /^#?[0-9A-Za-z]+$/.test(c), t('errors.colorInvalid')),
    greetingMessage: z.string().max(10000),
    outOfHoursMessage: z.string().max(10000),
    orderQueue: z.string().trim().refine((v) => v === '' || /^-?\d{1,7}$/.test(v), t('errors.orderQueue')),
    schedules: z.custom<WorkingDay[]>().refine((days) => !validateWeeklySchedule(days), t('errors.schedules')),
    /** The pickers' values: an id as text, or "none". */
    promptId: z.string(),
    integrationId: z.string(),
  });
}

export type QueueFormValues = z.infer<ReturnType<typeof queueFormSchema>>;

const ref = (v: string) => (/^\d+$/.test(v) ? Number(v) : null);

/**
 * The POST/PUT /queue body of the form; hours go only when they are edited (scheduleType queue), the prompt and
 * the integration only when their picker was offered (a plan without the feature leaves them as they are).
 */
export function queueBody(v: QueueFormValues, withSchedules: boolean, bots: { prompt: boolean; integration: boolean } = { prompt: false, integration: false }) {
  return {
    name: v.name.trim(),
    color: v.color.trim(),
    greetingMessage: v.greetingMessage,
    outOfHoursMessage: v.outOfHoursMessage,
    orderQueue: v.orderQueue.trim() === '' ? null : Number(v.orderQueue),
    ...(withSchedules ? { schedules: v.schedules } : {}),
    ...(bots.prompt ? { promptId: ref(v.promptId) } : {}),
    ...(bots.integration ? { integrationId: ref(v.integrationId) } : {}),
  };
}
