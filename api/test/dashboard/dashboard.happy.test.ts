import { describe, expect, test } from 'bun:test';
import { ticketRatings, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeTicket } from '@zapdesk/testing';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('dashboard: happy paths', () => {
  test('counters and attendants come from stored ticket timestamps', async () => {
    const { admin, user, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const mk = async (over: Parameters<typeof makeTicket>[1] extends infer T ? Partial<T> : never) =>
      makeTicket(company.id, { whatsappId: conn.id, ...over } as any);
    await mk({ status: 'open', userId: user.id, createdAt: minutesAgo(100), acceptedAt: minutesAgo(90), updatedAt: minutesAgo(5) });
    await mk({ status: 'pending', createdAt: minutesAgo(30), updatedAt: minutesAgo(30) });
    await mk({ status: 'pending', createdAt: minutesAgo(20), updatedAt: minutesAgo(20) });
    const closed1 = await mk({ status: 'closed', userId: user.id, createdAt: minutesAgo(120), acceptedAt: minutesAgo(110), finishedAt: minutesAgo(80), updatedAt: minutesAgo(80) });
    await mk({ status: 'closed', userId: user.id, createdAt: minutesAgo(70), acceptedAt: minutesAgo(50), finishedAt: minutesAgo(40), updatedAt: minutesAgo(40) });
    await withTransaction((tx) => tx.insert(ticketRatings).values({ companyId: company.id, ticketId: closed1.id, userId: user.id, rate: 3 }));
    const res = await call('GET', '/dashboard', { token: admin.token, query: { days: 7 } });
    expect(res.status).toBe(200);
    // 4 contacts per-ticket + none else: leads counts contacts created today
    expect(res.body.counters).toMatchObject({ supportHappening: 1, supportPending: 2, supportFinished: 2, leads: 5 });
    // support: (110-80)=30 and (50-40)=10 → 20 min; wait: accepted-created = 10, 10, 20 → 13.3 min
    expect(res.body.counters.avgSupportTime).toBeCloseTo(20, 0);
    expect(res.body.counters.avgWaitTime).toBeCloseTo(13.3, 0);
    const att = res.body.attendants.find((a: any) => a.id === user.id);
    expect(att).toMatchObject({ name: 'Attendant', tickets: 2, rating: 3 });
    expect(att.avgSupportTime).toBeCloseTo(20, 0);
    expect(typeof att.online).toBe('boolean');
  });

  test('per-user and per-day/per-hour charts in the company time zone', async () => {
    const { admin, user, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    for (let i = 0; i < 3; i++) await makeTicket(company.id, { whatsappId: conn.id, userId: user.id, status: 'open' });
    const perUser = await call('GET', '/dashboard/ticketsUsers', { token: admin.token, query: { initialDate: today, finalDate: today } });
    expect(perUser.body.data).toEqual([{ userId: user.id, nome: 'Attendant', name: 'Attendant', total: 3 }]);
    const perHour = await call('GET', '/dashboard/ticketsDay', { token: admin.token, query: { initialDate: today, finalDate: today } });
    expect(perHour.body.byHour).toBe(true);
    expect(perHour.body.data).toHaveLength(24);
    expect(perHour.body.data.reduce((n: number, b: any) => n + b.total, 0)).toBe(3);
    const week = await call('GET', '/dashboard/ticketsDay', { token: admin.token, query: { initialDate: '2026-01-01', finalDate: '2026-01-07' } });
    expect(week.body.byHour).toBe(false);
    expect(week.body.data.map((d: any) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
  });
});
