import { describe, expect, test } from 'bun:test';
import { companies, eq, withTransaction } from '@zapdesk/db';
import { isWithinHours } from '@zapdesk/core';
import { ALWAYS_CLOSED, ALWAYS_OPEN, allDays, botTexts, deliver, nextNumber, setup, textFrom, ticketsOf } from '../helpers/setup';

const week = (entries: Record<string, [string, string]>) =>
  Object.entries(entries).map(([weekdayEn, [startTime, endTime]]) => ({ weekday: weekdayEn, weekdayEn, startTime, endTime }));

describe('business hours', () => {
  const tz = 'America/Sao_Paulo'; // UTC-3, no DST since 2019
  const monday = (hhmm: string) => new Date(`2024-03-04T${hhmm}:00-03:00`);

  test('inside and outside a day window, in the company time zone', () => {
    const hours = week({ monday: ['08:00', '18:00'] });
    expect(isWithinHours(hours, monday('08:00'), tz)).toBe(true);
    expect(isWithinHours(hours, monday('17:59'), tz)).toBe(true);
    expect(isWithinHours(hours, monday('18:00'), tz)).toBe(false);
    expect(isWithinHours(hours, monday('07:59'), tz)).toBe(false);
    // the same instant read in Tokyo is Monday 20:00+
    expect(isWithinHours(hours, monday('08:00'), 'Asia/Tokyo')).toBe(false);
  });

  test('00:00–00:00, blank times and missing days are closed; no hours at all means always open', () => {
    expect(isWithinHours(week({ monday: ['00:00', '00:00'] }), monday('12:00'), tz)).toBe(false);
    expect(isWithinHours(week({ monday: ['', ''] }), monday('12:00'), tz)).toBe(false);
    expect(isWithinHours(week({ tuesday: ['08:00', '18:00'] }), monday('12:00'), tz)).toBe(false);
    expect(isWithinHours([], monday('03:00'), tz)).toBe(true);
  });

  test('a window ending at or after midnight', () => {
    const late = week({ monday: ['18:00', '00:00'], tuesday: ['22:00', '02:00'] });
    expect(isWithinHours(late, monday('23:30'), tz)).toBe(true);
    expect(isWithinHours(late, new Date('2024-03-05T01:30:00-03:00'), tz)).toBe(false);
    expect(isWithinHours(late, new Date('2024-03-06T01:30:00-03:00'), tz)).toBe(true);
    expect(isWithinHours(late, new Date('2024-03-06T02:30:00-03:00'), tz)).toBe(false);
    expect(isWithinHours(allDays('00:00', '24:00'), monday('23:59'), tz)).toBe(true);
  });
});

describe('out of hours by scheduleType', () => {
  const queuesSpec = [{ name: 'Support', outOfHoursMessage: 'Support is closed, {{firstName}}' }, { name: 'Sales' }];

  test("company: the connection's hours when it has them, else the company's; out of hours no menu is sent", async () => {
    const s = await setup({ queues: queuesSpec, connection: { greetingMessage: 'Menu', outOfHoursMessage: 'Closed now, {{firstName}}', schedules: [] }, settings: { scheduleType: 'company' } });
    await withTransaction((tx) => tx.update(companies).set({ schedules: ALWAYS_CLOSED }).where(eq(companies.id, s.company.id)));
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'hi', { pushName: 'Rita Lee' }));
    const [t] = await ticketsOf(s.company.id, number);
    expect(await botTexts(t.id)).toEqual(['Closed now, Rita']);
    expect(t).toMatchObject({ status: 'pending', chatbot: false, queueId: null });
    // not repeated at once
    await deliver(s, textFrom({ number }, 'hello?'));
    expect(await botTexts(t.id)).toEqual(['Closed now, Rita']);

    const open = await setup({ queues: queuesSpec, connection: { greetingMessage: 'Menu', outOfHoursMessage: 'Closed', schedules: ALWAYS_OPEN }, settings: { scheduleType: 'company' } });
    await withTransaction((tx) => tx.update(companies).set({ schedules: ALWAYS_CLOSED }).where(eq(companies.id, open.company.id)));
    const other = nextNumber();
    await deliver(open, textFrom({ number: other }, 'hi'));
    const [t2] = await ticketsOf(open.company.id, other);
    expect(await botTexts(t2.id)).toEqual(['Menu\n\n*1* - Support\n*2* - Sales']);
  });

  test('company: inside the company hours the menu runs', async () => {
    const s = await setup({ queues: queuesSpec, connection: { greetingMessage: 'Menu', outOfHoursMessage: 'Closed' }, settings: { scheduleType: 'company' } });
    await withTransaction((tx) => tx.update(companies).set({ schedules: ALWAYS_OPEN }).where(eq(companies.id, s.company.id)));
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'hi'));
    const [t] = await ticketsOf(s.company.id, number);
    expect(await botTexts(t.id)).toEqual(['Menu\n\n*1* - Support\n*2* - Sales']);
  });

  test("queue: checked after the queue is chosen, with the queue's hours and message", async () => {
    const s = await setup({
      queues: [{ ...queuesSpec[0], schedules: ALWAYS_CLOSED }, { name: 'Sales', greetingMessage: 'Sales here', schedules: ALWAYS_OPEN }],
      connection: { greetingMessage: 'Menu', outOfHoursMessage: 'Connection closed', schedules: ALWAYS_CLOSED },
      settings: { scheduleType: 'queue' },
    });
    await withTransaction((tx) => tx.update(companies).set({ schedules: ALWAYS_CLOSED }).where(eq(companies.id, s.company.id)));
    const a = nextNumber();
    await deliver(s, textFrom({ number: a }, 'hi', { pushName: 'Rita' }));
    await deliver(s, textFrom({ number: a }, '1'));
    const [t] = await ticketsOf(s.company.id, a);
    expect(await botTexts(t.id)).toEqual(['Menu\n\n*1* - Support\n*2* - Sales', 'Support is closed, Rita']);
    expect(t).toMatchObject({ queueId: s.queues[0].id, chatbot: false });

    const b = nextNumber();
    await deliver(s, textFrom({ number: b }, 'hi'));
    await deliver(s, textFrom({ number: b }, '2'));
    const [t2] = await ticketsOf(s.company.id, b);
    expect(await botTexts(t2.id)).toEqual(['Menu\n\n*1* - Support\n*2* - Sales', 'Sales here']);
  });

  test('disabled: never out of hours', async () => {
    const s = await setup({ queues: queuesSpec, connection: { greetingMessage: 'Menu', outOfHoursMessage: 'Closed', schedules: ALWAYS_CLOSED }, settings: { scheduleType: 'disabled' } });
    await withTransaction((tx) => tx.update(companies).set({ schedules: ALWAYS_CLOSED }).where(eq(companies.id, s.company.id)));
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'hi'));
    await deliver(s, textFrom({ number }, '1'));
    const [t] = await ticketsOf(s.company.id, number);
    expect(await botTexts(t.id)).toEqual(['Menu\n\n*1* - Support\n*2* - Sales']);
    expect(t.queueId).toBe(s.queues[0].id);
  });
});
