import { describe, expect, test } from 'bun:test';
import type { Schedule } from '@zapdesk/contracts';
import { applyScheduleEvent, matchesScheduleSearch } from './apply-schedule-event';

const at = '2026-01-01T00:00:00.000Z';
const schedule = (id: number, sendAt: string, extra: Partial<Schedule> = {}): Schedule => ({
  id,
  companyId: 1,
  body: `Mensagem ${id}`,
  sendAt,
  sentAt: null,
  status: 'PENDENTE',
  contactId: 7,
  ticketId: null,
  userId: 1,
  whatsappId: null,
  messageId: null,
  error: null,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  contact: { id: 7, name: 'Carla Mendes', number: '5511999990000', profilePicUrl: '' },
  user: { id: 1, name: 'Admin' },
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const all = () => true;

describe('applyScheduleEvent', () => {
  const list = [schedule(1, '2026-02-01T10:00:00.000Z'), schedule(2, '2026-02-03T10:00:00.000Z')];

  test('a created schedule joins the list in send-time order', () => {
    const next = applyScheduleEvent(list, { action: 'create', schedule: schedule(3, '2026-02-02T10:00:00.000Z') }, all);
    expect(next.map((s) => s.id)).toEqual([1, 3, 2]);
  });

  test('an update replaces the old copy (a status change, a new time)', () => {
    const next = applyScheduleEvent(list, { action: 'update', schedule: schedule(1, '2026-02-05T10:00:00.000Z', { status: 'ENVIADA' }) }, all);
    expect(next.map((s) => [s.id, s.status])).toEqual([
      [2, 'PENDENTE'],
      [1, 'ENVIADA'],
    ]);
  });

  test('an update out of what is shown drops it; one never shown changes nothing', () => {
    const shows = (s: Schedule) => s.sendAt < '2026-03-01';
    expect(applyScheduleEvent(list, { action: 'update', schedule: schedule(2, '2026-04-01T10:00:00.000Z') }, shows).map((s) => s.id)).toEqual([1]);
    expect(applyScheduleEvent(list, { action: 'create', schedule: schedule(9, '2026-04-01T10:00:00.000Z') }, shows)).toBe(list);
  });

  test('a delete drops it; an unknown id leaves the list as it was', () => {
    expect(applyScheduleEvent(list, { action: 'delete', scheduleId: 2 }, all).map((s) => s.id)).toEqual([1]);
    expect(applyScheduleEvent(list, { action: 'delete', scheduleId: 99 }, all)).toBe(list);
  });
});

test('the search matches the contact name or the body, ignoring case', () => {
  const s = schedule(1, at, { body: 'Sua consulta é amanhã' });
  expect(matchesScheduleSearch(s, '')).toBe(true);
  expect(matchesScheduleSearch(s, 'carla')).toBe(true);
  expect(matchesScheduleSearch(s, 'CONSULTA')).toBe(true);
  expect(matchesScheduleSearch(s, 'boleto')).toBe(false);
});
