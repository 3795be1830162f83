import { describe, expect, test } from 'bun:test';
import { dueJobs, and, db, eq } from '@zapdesk/db';
import { rooms, SCHEDULE_SEND } from '@zapdesk/core';
import { call, recordRealtime } from '@zapdesk/testing';
import { imageForm, inOneHour, scheduleRow, scheduleWorld } from './helpers';

const realtime = recordRealtime();

describe('schedules: happy paths', () => {
  test('an attendant schedules a message: PENDENTE, with contact and user, the sender armed at sendAt, the company told', async () => {
    const w = await scheduleWorld();
    const sendAt = inOneHour();
    const res = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Olá {{firstName}}, tudo bem?', contactId: w.contact.id, sendAt } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      body: 'Olá {{firstName}}, tudo bem?',
      status: 'PENDENTE',
      sendAt,
      sentAt: null,
      contactId: w.contact.id,
      contact: { id: w.contact.id, name: 'Maria Silva', number: w.contact.number, profilePicUrl: expect.any(String) },
      user: { id: w.user.id, name: 'Attendant' },
      mediaUrl: null,
    });
    const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), eq(dueJobs.key, String(res.body.id))));
    expect(job).toMatchObject({ status: 'pending', companyId: w.company.id });
    expect(job.runAt.toISOString()).toBe(sendAt);
    const created = realtime.emitted.find((e) => e.event === `company${w.company.id}-schedule`);
    expect(created).toMatchObject({ rooms: [rooms.company(w.company.id)], payload: { action: 'create', schedule: { id: res.body.id } } });
  });

  test('a wall-clock sendAt is read in the company time zone (America/Sao_Paulo by default)', async () => {
    const w = await scheduleWorld();
    const res = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Lembrete da consulta', contactId: w.contact.id, sendAt: '2031-03-10T09:30' } });
    expect(res.status).toBe(200);
    expect(res.body.sendAt).toBe('2031-03-10T12:30:00.000Z');
  });

  test('the list pages by send time with count, searches the contact name and the body, and loads a calendar range', async () => {
    const w = await scheduleWorld();
    const other = await (await import('@zapdesk/testing')).makeContact(w.company.id, { name: 'Zeca Pagodinho' });
    const at = (d: string) => `${d}T12:00:00.000Z`;
    for (const [contactId, body, day] of [
      [w.contact.id, 'Cobrança de março', '2031-03-02'],
      [w.contact.id, 'Consulta marcada', '2031-03-15'],
      [other.id, 'Promoção de abril', '2031-04-01'],
    ] as const) {
      expect((await call('POST', '/schedules', { token: w.admin.token, body: { body, contactId, sendAt: at(day) } })).status).toBe(200);
    }
    const all = await call('GET', '/schedules/', { token: w.admin.token, query: { searchParam: '', pageNumber: 1 } });
    expect(all.body).toMatchObject({ count: 3, hasMore: false });
    expect(all.body.schedules.map((s: any) => s.body)).toEqual(['Cobrança de março', 'Consulta marcada', 'Promoção de abril']);
    const byName = await call('GET', '/schedules', { token: w.admin.token, query: { searchParam: 'zeca' } });
    expect(byName.body.schedules.map((s: any) => s.body)).toEqual(['Promoção de abril']);
    const byBody = await call('GET', '/schedules', { token: w.admin.token, query: { searchParam: 'CONSULTA' } });
    expect(byBody.body.schedules.map((s: any) => s.body)).toEqual(['Consulta marcada']);
    const march = await call('GET', '/schedules', { token: w.admin.token, query: { startDate: '2031-03-01', endDate: '2031-03-31' } });
    expect(march.body).toMatchObject({ count: 2, hasMore: false });
    const mine = await call('GET', '/schedules', { token: w.admin.token, query: { contactId: other.id } });
    expect(mine.body.count).toBe(1);
  });

  test('a pending schedule is edited, re-timed (the sender moves with it) and deleted (the sender with it)', async () => {
    const w = await scheduleWorld();
    const created = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Primeira versão', contactId: w.contact.id, sendAt: inOneHour() } });
    const later = new Date(Date.now() + 2 * 3600_000).toISOString();
    const edited = await call('PUT', `/schedules/${created.body.id}`, { token: w.user.token, body: { body: 'Segunda versão', sendAt: later } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Segunda versão', sendAt: later, status: 'PENDENTE' });
    const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), eq(dueJobs.key, String(created.body.id))));
    expect(job.runAt.toISOString()).toBe(later);
    const shown = await call('GET', `/schedules/${created.body.id}`, { token: w.admin.token });
    expect(shown.body.body).toBe('Segunda versão');
    const del = await call('DELETE', `/schedules/${created.body.id}`, { token: w.user.token });
    expect(del.status).toBe(200);
    expect(await scheduleRow(created.body.id)).toBeUndefined();
    expect(await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), eq(dueJobs.key, String(created.body.id))))).toEqual([]);
  });

  test('an image is attached, replaced and removed', async () => {
    const w = await scheduleWorld();
    const created = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Veja a foto', contactId: w.contact.id, sendAt: inOneHour() } });
    const up = await call('POST', `/schedules/${created.body.id}/media-upload`, { token: w.user.token, form: imageForm() });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ mediaName: 'pic.png', mediaUrl: expect.stringMatching(/\/public\/\d+\/[0-9a-f]{32}\.png$/) });
    const again = await call('POST', `/schedules/${created.body.id}/media-upload`, { token: w.user.token, form: imageForm(undefined, 'other.png') });
    expect(again.body.mediaName).toBe('other.png');
    expect(again.body.mediaPath).not.toBe(up.body.mediaPath);
    const gone = await call('DELETE', `/schedules/${created.body.id}/media-upload`, { token: w.user.token });
    expect(gone.body).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
  });
});
