import { z } from 'zod';
import { toSevenDays, validateWeeklySchedule, type WorkingDay } from '../../schedules/utils/weekly-schedule';
import { dueDateInputValue } from './due-date';
import type { Company } from '@zapdesk/contracts';
import { recurrenceList, type Recurrence } from './company-types';

export type Translate = (key: string) => string;

const validTimezone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The company dialog (core.md §3, §5): name 2–50, e-mail valid or empty, a plan, hours ##:##, an optional admin password 5–50 (needs the e-mail). */
export function companyFormSchema(t: Translate) {
  return z
    .object({
      name: z.string().trim().min(1, t('errors.nameRequired')).min(2, t('errors.nameShort')).max(50, t('errors.nameLong')),
      email: z.union([z.literal(''), z.string().trim().email(t('errors.email')).max(254, t('errors.email'))]),
      phone: z
        .string()
        .trim()
        .refine((v) => /^[\d\s()+.-]*$/.test(v) && v.replace(/\D/g, '').length <= 20 && v.length <= 40, t('errors.phone')),
      planId: z.string().min(1, t('errors.planRequired')),
      status: z.boolean(),
      dueDate: z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), t('errors.dueDate')),
      recurrence: z.enum(recurrenceList as [Recurrence, ...Recurrence[]]),
      timezone: z.string().trim().min(1, t('errors.timezone')).refine(validTimezone, t('errors.timezone')),
      campaignsEnabled: z.boolean(),
      schedules: z.custom<WorkingDay[]>().refine((days) => !validateWeeklySchedule(days), t('errors.schedules')),
      password: z.union([z.literal(''), z.string().min(5, t('errors.passwordShort')).max(50, t('errors.passwordLong'))]),
    })
    .refine((v) => !v.password || v.email.trim() !== '', { path: ['email'], message: t('errors.emailForAdmin') });
}

export type CompanyFormValues = z.infer<ReturnType<typeof companyFormSchema>>;

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export function companyFormValues(c: Company | null): CompanyFormValues {
  return {
    name: c?.name ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    planId: c?.planId ? String(c.planId) : '',
    status: c?.status ?? true,
    dueDate: dueDateInputValue(c?.dueDate),
    recurrence: (recurrenceList as string[]).includes(c?.recurrence ?? '') ? (c!.recurrence as Recurrence) : 'MENSAL',
    timezone: c?.timezone ?? DEFAULT_TIMEZONE,
    campaignsEnabled: c?.campaignsEnabled ?? false,
    schedules: toSevenDays(c?.schedules),
    password: '',
  };
}

/** The POST/PUT /companies body; the admin password goes only on create and only when typed. */
export function companyBody(v: CompanyFormValues, creating: boolean) {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    planId: Number(v.planId),
    status: v.status,
    dueDate: v.dueDate,
    recurrence: v.recurrence,
    timezone: v.timezone.trim(),
    campaignsEnabled: v.campaignsEnabled,
    schedules: v.schedules,
    ...(creating && v.password ? { password: v.password } : {}),
  };
}
