import { z } from 'zod';
import type { Campaign, CampaignBody } from '@zapdesk/contracts';
import { companyWallClock, dayText, joinDayTime, timeText } from './company-clock';

export const messageFields = ['message1', 'message2', 'message3', 'message4', 'message5'] as const;
export type MessageField = (typeof messageFields)[number];

/** The dialog's values: ids as strings ('' = none), the start as a day and a time on the company clock ('' = not scheduled). */
export type CampaignFormValues = {
  name: string;
  whatsappId: string;
  contactListId: string;
  tagId: string;
  fileListId: string;
  day: string;
  time: string;
} & Record<MessageField, string>;

type Messages = { required: string; tooShort: string; tooLong: string; time: string; connection: string; message: string };

/**
 * The dialog's rules: name required, 2 to 50 (admin-automation.md §5); a start needs a whole day and time, a
 * connection and at least one message (what the API asks to schedule, ERR_CAMPAIGN_INCOMPLETE).
 */
export function campaignFormSchema(m: Messages) {
  const text = z.string();
  return z
    .object({
      name: z.string().trim().min(1, m.required).min(2, m.tooShort).max(50, m.tooLong),
      whatsappId: text,
      contactListId: text,
      tagId: text,
      fileListId: text,
      day: text,
      time: text,
      message1: text.max(4096, m.tooLong),
      message2: text.max(4096, m.tooLong),
      message3: text.max(4096, m.tooLong),
      message4: text.max(4096, m.tooLong),
      message5: text.max(4096, m.tooLong),
    })
    .superRefine((v, ctx) => {
      if (!v.day && !v.time) return;
      if (!v.day) ctx.addIssue({ code: 'custom', path: ['day'], message: m.required });
      else if (!joinDayTime(v.day, v.time)) ctx.addIssue({ code: 'custom', path: ['time'], message: m.time });
      if (!v.whatsappId) ctx.addIssue({ code: 'custom', path: ['whatsappId'], message: m.connection });
      if (!messageFields.some((f) => v[f].trim())) ctx.addIssue({ code: 'custom', path: ['message1'], message: m.message });
    });
}

const idText = (id: number | null) => (id ? String(id) : '');

/** A new campaign's values, or a stored one's with its start on the company clock. */
export function campaignFormValues(c: Campaign | null, timeZone: string): CampaignFormValues {
  const at = c?.scheduledAt ? companyWallClock(c.scheduledAt, timeZone) : null;
  return {
    name: c?.name ?? '',
    whatsappId: idText(c?.whatsappId ?? null),
    contactListId: idText(c?.contactListId ?? null),
    tagId: idText(c?.tagId ?? null),
    fileListId: idText(c?.fileListId ?? null),
    day: at ? dayText(at) : '',
    time: at ? timeText(at) : '',
    message1: c?.message1 ?? '',
    message2: c?.message2 ?? '',
    message3: c?.message3 ?? '',
    message4: c?.message4 ?? '',
    message5: c?.message5 ?? '',
  };
}

/** Now on the company clock, to the minute: the "start now" button's day and time. */
export function nowOnCompanyClock(now: Date, timeZone: string) {
  const at = companyWallClock(now, timeZone);
  return { day: dayText(at), time: timeText(at) };
}

const idOf = (s: string) => (s ? Number(s) : null);

/** The POST/PUT body: every field, the start as company wall-clock text (null: not scheduled, INATIVA). */
export function campaignRequestBody(v: CampaignFormValues): CampaignBody {
  return {
    name: v.name.trim(),
    message1: v.message1,
    message2: v.message2,
    message3: v.message3,
    message4: v.message4,
    message5: v.message5,
    whatsappId: idOf(v.whatsappId),
    contactListId: idOf(v.contactListId),
    tagListId: idOf(v.tagId),
    fileListId: idOf(v.fileListId),
    scheduledAt: v.day ? joinDayTime(v.day, v.time) : null,
  };
}

/** Inserts text at the textarea's caret (a template variable), returning the new value and caret. */
export function insertAt(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
