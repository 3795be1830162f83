import { z } from 'zod';
import type { Schedule, ScheduleCreateBody } from '@zapdesk/contracts';
import { dayText, defaultSendAt, joinDayTime, timeText, wallClockText, zonedWallClock } from './zoned-time';

/** Attachments (core.md §5): .png, .jpg, .jpeg images up to 2 MB (the API checks the bytes again). */
export const SCHEDULE_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const SCHEDULE_ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export function attachmentProblem(file: { name: string; size: number }): 'attachmentType' | 'attachmentSize' | null {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return 'attachmentType';
  if (file.size > SCHEDULE_ATTACHMENT_MAX_BYTES) return 'attachmentSize';
  return null;
}

export type ScheduleContact = { id: number; name: string; number: string };

export type ScheduleFormValues = {
  contact: ScheduleContact | null;
  body: string;
  /** YYYY-MM-DD and HH:mm on the company clock. */
  day: string;
  time: string;
  /** A connection id, or '' for "the contact's ticket connection, else the default". */
  whatsappId: string;
};

type Messages = { required: string; bodyShort: string; bodyLong: string };

/** The dialog's rules (core.md §5): contact and send time required ('Obrigatório'), body 5+ characters ('Mensagem muito curta'). */
export function scheduleFormSchema(m: Messages) {
  return z
    .object({
      contact: z.custom<ScheduleContact | null>().refine((c) => !!c, m.required),
      body: z.string().trim().min(5, m.bodyShort).max(4096, m.bodyLong),
      day: z.string(),
      time: z.string(),
      whatsappId: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.day) ctx.addIssue({ code: 'custom', path: ['day'], message: m.required });
      else if (!joinDayTime(v.day, v.time)) ctx.addIssue({ code: 'custom', path: ['time'], message: m.required });
    });
}

/** What a new schedule starts with: the given contact and time, else now + 1 h on the company clock. */
export function newScheduleValues(o: { contact?: ScheduleContact | null; sendAt?: Date | null; now: Date; timeZone: string }): ScheduleFormValues {
  const at = o.sendAt ?? defaultSendAt(o.now, o.timeZone);
  return { contact: o.contact ?? null, body: '', day: dayText(at), time: timeText(at), whatsappId: '' };
}

/** A stored schedule in the form, on the company clock. */
export function scheduleValues(s: Schedule, timeZone: string): ScheduleFormValues {
  const at = zonedWallClock(s.sendAt, timeZone);
  return {
    contact: s.contact ? { id: s.contact.id, name: s.contact.name, number: s.contact.number } : { id: s.contactId, name: '', number: '' },
    body: s.body,
    day: dayText(at),
    time: timeText(at),
    whatsappId: s.whatsappId ? String(s.whatsappId) : '',
  };
}

/** The POST/PUT body: the send time as company wall-clock text (the API reads it in the company zone). */
export function scheduleRequestBody(v: ScheduleFormValues, ticketId: number | null): ScheduleCreateBody {
  return {
    body: v.body.trim(),
    contactId: v.contact!.id,
    sendAt: wallClockText(joinDayTime(v.day, v.time)!),
    whatsappId: v.whatsappId ? Number(v.whatsappId) : null,
    ...(ticketId ? { ticketId } : {}),
  };
}

/** Inserts text at the textarea's caret (a template variable), returning the new value and caret. */
export function insertAt(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}

/** What is typed in the time field, kept as HH:mm (digits only, the colon added), whatever the browser's locale. */
export function maskTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A whole, real time of day (00:00–23:59) or null. */
export const isTimeText = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
