import { describe, expect, test } from 'bun:test';
import type { Campaign } from '@zapdesk/contracts';
import { campaignFormSchema, campaignFormValues, campaignRequestBody, insertAt, nowOnCompanyClock } from './campaign-form';
import { joinDayTime, maskTimeText } from './company-clock';

const m = { required: 'req', tooShort: 'short', tooLong: 'long', time: 'time', connection: 'conn', message: 'msg' };
const schema = campaignFormSchema(m);
const blank = campaignFormValues(null, 'America/Sao_Paulo');
const problems = (v: object) => {
  const r = schema.safeParse({ ...blank, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.toReversed().map((i) => [i.path.join('.'), i.message])); // the first per field, as the form shows it
};

describe('the campaign form', () => {
  test('a name of 2 to 50 characters is all an inactive campaign needs', () => {
    expect(problems({ name: '' })).toEqual({ name: 'req' });
    expect(problems({ name: 'B' })).toEqual({ name: 'short' });
    expect(problems({ name: 'x'.repeat(51) })).toEqual({ name: 'long' });
    expect(problems({ name: 'Black Friday' })).toEqual({});
  });

  test('a start needs a real day and time, a connection and a message', () => {
    expect(problems({ name: 'BF', day: '2026-11-27', time: '' })).toEqual({ time: 'time', whatsappId: 'conn', message1: 'msg' });
    expect(problems({ name: 'BF', day: '', time: '10:00' })).toEqual({ day: 'req', whatsappId: 'conn', message1: 'msg' });
    expect(problems({ name: 'BF', day: '2026-02-30', time: '10:00', whatsappId: '3', message3: 'Oi' })).toEqual({ time: 'time' });
    expect(problems({ name: 'BF', day: '2026-11-27', time: '24:00', whatsappId: '3', message3: 'Oi' })).toEqual({ time: 'time' });
    expect(problems({ name: 'BF', day: '2026-11-27', time: '10:00', whatsappId: '3', message2: '   ' })).toEqual({ message1: 'msg' });
    expect(problems({ name: 'BF', day: '2026-11-27', time: '10:00', whatsappId: '3', message5: 'Oi' })).toEqual({});
  });

  test('a stored campaign shows its start on the company clock and goes back as zone-less text', () => {
    const c = { name: 'BF', message1: 'a', message2: '', message3: '', message4: '', message5: 'e', whatsappId: 3, contactListId: null, tagId: 9, fileListId: 4, scheduledAt: '2026-11-27T15:30:00.000Z' } as Campaign;
    const v = campaignFormValues(c, 'America/Sao_Paulo');
    expect(v).toMatchObject({ whatsappId: '3', contactListId: '', tagId: '9', fileListId: '4', day: '2026-11-27', time: '12:30' });
    expect(campaignRequestBody(v)).toEqual({ name: 'BF', message1: 'a', message2: '', message3: '', message4: '', message5: 'e', whatsappId: 3, contactListId: null, tagListId: 9, fileListId: 4, scheduledAt: '2026-11-27T12:30' });
    expect(campaignRequestBody({ ...v, day: '', time: '' }).scheduledAt).toBeNull();
    expect(campaignFormValues(c, 'Asia/Tokyo')).toMatchObject({ day: '2026-11-28', time: '00:30' });
  });

  test('"now" is the company clock to the minute', () => {
    expect(nowOnCompanyClock(new Date('2026-01-01T02:59:59Z'), 'America/Sao_Paulo')).toEqual({ day: '2025-12-31', time: '23:59' });
  });

  test('time text is masked as HH:mm and only real days and times join', () => {
    expect(maskTimeText('9')).toBe('9');
    expect(maskTimeText('0930')).toBe('09:30');
    expect(maskTimeText('09h30x5')).toBe('09:30');
    expect(joinDayTime('2028-02-29', '23:59')).toBe('2028-02-29T23:59');
    expect(joinDayTime('2027-02-29', '10:00')).toBeNull();
    expect(joinDayTime('2027-01-01', '9:00')).toBeNull();
  });

  test('a variable goes in at the caret', () => {
    expect(insertAt('Olá , tudo bem?', 4, 4, '{{firstName}}')).toEqual({ value: 'Olá {{firstName}}, tudo bem?', caret: 17 });
  });
});
