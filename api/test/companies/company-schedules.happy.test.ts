import { describe, expect, test } from 'bun:test';
import { call, makeCompany, makeSuper } from '@zapdesk/testing';

const hours = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:30' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];

describe('company schedules: happy', () => {
  test("a company admin reads the company's default weekly hours and time zone", async () => {
    const { company, admin } = await makeCompany();
    const res = await call('GET', `/companies/${company.id}/schedules`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(company.id);
    expect(res.body.timezone).toBe('America/Sao_Paulo');
    expect(res.body.schedules).toHaveLength(7);
    expect(res.body.schedules[0]).toEqual({ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' });
  });

  test('what PUT stores is what GET reads back, for the admin and for a super user', async () => {
    const { company, admin } = await makeCompany();
    const saved = await call('PUT', `/companies/${company.id}/schedules`, { token: admin.token, body: { schedules: hours } });
    expect(saved.status).toBe(200);
    const own = await call('GET', `/companies/${company.id}/schedules`, { token: admin.token });
    expect(own.body.schedules).toEqual(hours);
    const root = await makeSuper();
    const bySuper = await call('GET', `/companies/${company.id}/schedules`, { token: root.token });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.schedules).toEqual(hours);
  });
});
