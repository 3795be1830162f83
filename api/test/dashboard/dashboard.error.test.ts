import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';

describe('dashboard: bad input', () => {
  test.each([
    ['/dashboard', {}],
    ['/dashboard', { days: '0' }],
    ['/dashboard', { days: '91' }],
    ['/dashboard', { days: 'x' }],
    ['/dashboard', { date_from: '2026-02-10', date_to: '2026-02-01' }],
    ['/dashboard', { date_from: '10/02/2026' }],
    ['/dashboard/ticketsDay', {}],
    ['/dashboard/ticketsDay', { initialDate: '2020-01-01', finalDate: '2026-01-01' }],
    ['/dashboard/ticketsUsers', { initialDate: 'today', finalDate: 'today' }],
  ])('%s with %p answers 400', async (path, query) => {
    const { admin } = await makeCompany();
    const res = await call('GET', path, { token: admin.token, query: query as any });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});
