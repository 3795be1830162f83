import { z } from 'zod';
import { recurrences } from '../constants';
import { email, hhmm, intId, pageNumber, password, searchParam } from './common';

const flagValue = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const companyName = z.string().trim().min(2).max(50);
const phoneText = (maxDigits: number) =>
  z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d\s()+.-]*$/, 'expected a phone number')
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().max(maxDigits, `at most ${maxDigits} digits`));

/** A valid IANA zone, stored in its canonical spelling. */
export const ianaTimezone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((tz, ctx) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'unknown time zone' });
      return z.NEVER;
    }
  });

/** A date (YYYY-MM-DD, midnight UTC) or an ISO date-time; empty or null clears it. */
const dueDate = z.union([
  z.null(),
  z.literal('').transform(() => null),
  z.iso.date().transform((s) => new Date(`${s}T00:00:00.000Z`)),
  z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
]);
const recurrence = z.union([
  z.enum(Object.keys(recurrences) as [keyof typeof recurrences, ...(keyof typeof recurrences)[]]),
  z.literal('').transform(() => undefined),
]);

export const weekdaysEn = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** Weekly hours: at most one entry per weekday, times ##:##. */
export const companyWorkingHours = z
  .array(z.object({ weekday: z.string().trim().min(1).max(30), weekdayEn: z.enum(weekdaysEn), startTime: hhmm, endTime: hhmm }))
  .max(7)
  .refine((days) => new Set(days.map((d) => d.weekdayEn)).size === days.length, 'each weekday at most once');

const companyFields = {
  name: companyName,
  email: z.union([email, z.literal('')]),
  phone: phoneText(20),
  planId: intId,
  status: flagValue,
  dueDate,
  recurrence,
  timezone: ianaTimezone,
  campaignsEnabled: flagValue,
  schedules: companyWorkingHours,
};

/** `password` also creates the company's first admin user, with the company e-mail. */
export const CompanyBody = z
  .object({
    ...companyFields,
    email: companyFields.email.optional(),
    phone: companyFields.phone.optional(),
    status: flagValue.optional(),
    dueDate: dueDate.optional(),
    recurrence: recurrence.optional(),
    timezone: ianaTimezone.optional(),
    campaignsEnabled: flagValue.optional(),
    schedules: companyWorkingHours.optional(),
    password: password.optional(),
  })
  .refine((b) => !b.password || !!b.email, { path: ['email'], message: 'an e-mail is required to create the admin user' });
export type CompanyBody = z.infer<typeof CompanyBody>;

export const CompanyUpdateBody = z.object(companyFields).partial();
export type CompanyUpdateBody = z.infer<typeof CompanyUpdateBody>;

export const CompanySchedulesBody = z.object({ schedules: companyWorkingHours });
export const CompaniesQuery = z.object({ searchParam, pageNumber });
export const CompanyIdParam = z.object({ companyId: intId });

/** Self-service sign-up; the server decides trial, recurrence and status. */
export const SignUpBody = z.object({
  name: companyName,
  email,
  password,
  phone: phoneText(11).optional(),
  planId: intId,
});
export type SignUpBody = z.infer<typeof SignUpBody>;
