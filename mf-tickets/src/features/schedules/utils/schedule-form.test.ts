import { describe, expect, test } from 'bun:test';
import { attachmentProblem, insertAt, isTimeText, maskTimeText, newScheduleValues, scheduleFormSchema, scheduleRequestBody } from './schedule-form';

const schema = scheduleFormSchema({ required: 'Obrigatório', bodyShort: 'Mensagem muito curta', bodyLong: 'Mensagem muito longa' });
const contact = { id: 7, name: 'Carla', number: '5511999990000' };

describe('schedule form', () => {
  test('contact and time required, body of at least 5 characters', () => {
    const r = schema.safeParse({ contact: null, body: 'oi  ', day: '2026-03-01', time: '', whatsappId: '' });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ contact: 'Obrigatório', body: 'Mensagem muito curta', time: 'Obrigatório' });
    expect(schema.safeParse({ contact, body: 'Olá {{name}}', day: '2026-03-01', time: '09:30', whatsappId: '' }).success).toBe(true);
  });

  test('a new schedule defaults to now + 1 h on the company clock, or the slot picked', () => {
    const v = newScheduleValues({ now: new Date('2026-03-01T12:00:00Z'), timeZone: 'America/Sao_Paulo' });
    expect([v.day, v.time, v.contact]).toEqual(['2026-03-01', '10:00', null]);
    const slot = newScheduleValues({ contact, sendAt: new Date(2026, 2, 4, 14, 30), now: new Date(), timeZone: 'UTC' });
    expect([slot.day, slot.time, slot.contact?.id]).toEqual(['2026-03-04', '14:30', 7]);
  });

  test('the request carries the wall-clock time without offset and the chosen connection', () => {
    expect(scheduleRequestBody({ contact, body: ' Olá! ', day: '2026-03-04', time: '14:30', whatsappId: '3' }, 12)).toEqual({ body: 'Olá!', contactId: 7, sendAt: '2026-03-04T14:30', whatsappId: 3, ticketId: 12 });
    expect(scheduleRequestBody({ contact, body: 'Olá!!', day: '2026-03-04', time: '14:30', whatsappId: '' }, null)).toEqual({ body: 'Olá!!', contactId: 7, sendAt: '2026-03-04T14:30', whatsappId: null });
  });

  test('attachments: png/jpg/jpeg up to 2 MB', () => {
    expect(attachmentProblem({ name: 'foto.JPG', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'foto.gif', size: 1000 })).toBe('attachmentType');
    expect(attachmentProblem({ name: 'foto.png', size: 2 * 1024 * 1024 + 1 })).toBe('attachmentSize');
  });

  test('a variable goes in at the caret', () => {
    expect(insertAt('Olá !', 4, 4, '{{name}}')).toEqual({ value: 'Olá {{name}}!', caret: 12 });
  });
});

test('the time field keeps HH:mm', () => {
  expect(maskTimeText('1')).toBe('1');
  expect(maskTimeText('14')).toBe('14');
  expect(maskTimeText('143')).toBe('14:3');
  expect(maskTimeText('14:305')).toBe('14:30');
  expect(maskTimeText('ab0 9h15')).toBe('09:15');
  expect([isTimeText('09:15'), isTimeText('24:00'), isTimeText('9:15'), isTimeText('23:59')]).toEqual([true, false, false, true]);
});
