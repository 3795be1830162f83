import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createRunner, SCHEDULE_CONNECTION_TRIES, SCHEDULE_SEND, sendDueSchedule, sendSessionCommand } from '@zapdesk/core';
import { and, asc, db, dueJobs, eq, messages, schedules, tickets, whatsapps, withTransaction } from '@zapdesk/db';
import { call, makeConnection, makeContact, makeTicket } from '@zapdesk/testing';
import { sessionRuntime, until } from '../simulator/helpers';
import { imageForm, scheduleRow } from './helpers';

const sessions = sessionRuntime();
const runner = createRunner({ instanceId: `schedule-sender-${process.pid}`, kinds: [SCHEDULE_SEND], pollMs: 50, batch: 20 });
beforeAll(() => runner.start());
afterAll(() => runner.stop());

async function connected(companyId: number) {
  const conn = await makeConnection(companyId, { status: 'DISCONNECTED', isDefault: true });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  return conn;
}
const received = async (whatsappId: number, number: string, token: string) =>
  (await call('GET', `/simulator/${whatsappId}/messages`, { token, query: { number } })).body.filter((m: { direction: string }) => m.direction === 'out');

describe('the schedule sender', () => {
  test('a schedule due in 2 s reaches the contact with its image and lands in a closed ticket of the conversation; a reply opens a pending one', async () => {
    const { company, admin, user } = await sessions.tenant();
    const conn = await connected(company.id);
    const contact = await makeContact(company.id, { name: 'Maria Silva' });
    const created = await call('POST', '/schedules', { token: user.token, body: { body: 'Olá {{firstName}}! Sua consulta é amanhã.', contactId: contact.id, sendAt: new Date(Date.now() + 2000).toISOString() } });
    expect((await call('POST', `/schedules/${created.body.id}/media-upload`, { token: user.token, form: imageForm() })).status).toBe(200);

    const out = await until(async () => {
      const got = await received(conn.id, contact.number, admin.token);
      return got.length ? got : null;
    }, 'the contact receiving the schedule');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ kind: 'image', hasMedia: true, body: 'Olá Maria! Sua consulta é amanhã.' });

    const sent = await until(async () => ((await scheduleRow(created.body.id)).status === 'ENVIADA' ? scheduleRow(created.body.id) : null), 'ENVIADA');
    expect(sent).toMatchObject({ whatsappId: conn.id, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    const [ticket] = await db().select().from(tickets).where(eq(tickets.id, sent.ticketId!));
    expect(ticket).toMatchObject({ status: 'closed', contactId: contact.id, whatsappId: conn.id });
    const [message] = await db().select().from(messages).where(eq(messages.id, sent.messageId!));
    expect(message).toMatchObject({ ticketId: ticket.id, fromMe: true, mediaType: 'image', userId: user.id, body: 'Olá Maria! Sua consulta é amanhã.' });

    expect((await call('POST', `/simulator/${conn.id}/messages`, { token: admin.token, body: { number: contact.number, body: 'Obrigada!' } })).status).toBe(200);
    const open = await until(async () => (await db().select().from(tickets).where(and(eq(tickets.contactId, contact.id), eq(tickets.status, 'pending'))))[0], 'a pending ticket');
    expect(open.id).not.toBe(ticket.id);
  });

  test('an open ticket of the contact receives the scheduled message; editing it once sent is refused', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    const contact = await makeContact(company.id);
    const open = await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: admin.id });
    const created = await call('POST', '/schedules', { token: admin.token, body: { body: 'Seguimos em contato', contactId: contact.id, sendAt: new Date().toISOString() } });
    const sent = await until(async () => ((await scheduleRow(created.body.id)).status === 'ENVIADA' ? scheduleRow(created.body.id) : null), 'ENVIADA');
    expect(sent.ticketId).toBe(open.id);
    expect((await db().select().from(messages).where(eq(messages.ticketId, open.id))).map((m) => m.body)).toEqual(['Seguimos em contato']);
    const edit = await call('PUT', `/schedules/${created.body.id}`, { token: admin.token, body: { body: 'Tarde demais' } });
    expect(edit.status).toBe(400);
    expect(edit.body.error).toBe('ERR_SCHEDULE_SENT');
  });

  test('a disconnected connection is tried again with backoff, then the schedule ends in ERRO with the reason', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await makeConnection(company.id, { status: 'DISCONNECTED', name: 'Loja' });
    const contact = await makeContact(company.id);
    const created = await call('POST', '/schedules', { token: admin.token, body: { body: 'Não vai sair', contactId: contact.id, sendAt: new Date(Date.now() + 3600_000).toISOString() } });
    const id = created.body.id as number;
    // Drive the sender by hand: each try finds the connection down and moves the job later.
    let clock = Date.now() + 3600_000;
    for (let attempt = 1; attempt < SCHEDULE_CONNECTION_TRIES; attempt++) {
      const row = await sendDueSchedule(id, new Date(clock));
      expect(row).toMatchObject({ status: 'PENDENTE', attempts: attempt });
      const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), eq(dueJobs.key, String(id))));
      expect(job.runAt.getTime()).toBeGreaterThan(clock);
      clock = job.runAt.getTime();
    }
    const failed = await sendDueSchedule(id, new Date(clock));
    expect(failed).toMatchObject({ status: 'ERRO', attempts: SCHEDULE_CONNECTION_TRIES });
    expect(failed!.error).toContain('ERR_WAPP_NOT_INITIALIZED');
    expect(failed!.error).toContain('"Loja"');
    expect(await db().select().from(messages).where(eq(messages.whatsappId, conn.id))).toEqual([]);
    // Edited, a failed schedule is pending again.
    const retried = await call('PUT', `/schedules/${id}`, { token: admin.token, body: { sendAt: new Date(Date.now() + 3600_000).toISOString() } });
    expect(retried.body).toMatchObject({ status: 'PENDENTE', error: null });
  });

  test('a schedule already sent is never sent again, whoever runs it', async () => {
    const { company, admin } = await sessions.tenant();
    const conn = await connected(company.id);
    const contact = await makeContact(company.id);
    const created = await call('POST', '/schedules', { token: admin.token, body: { body: 'Uma vez só', contactId: contact.id, sendAt: new Date().toISOString() } });
    await until(async () => (await scheduleRow(created.body.id)).status === 'ENVIADA', 'ENVIADA');
    await Promise.all([sendDueSchedule(created.body.id), sendDueSchedule(created.body.id)]);
    const rows = await db().select().from(messages).where(and(eq(messages.whatsappId, conn.id), eq(messages.fromMe, true))).orderBy(asc(messages.id));
    expect(rows.map((m) => m.body)).toEqual(['Uma vez só']);
    await withTransaction((tx) => tx.update(whatsapps).set({ status: 'CONNECTED' }).where(eq(whatsapps.id, conn.id)));
    expect((await db().select().from(schedules).where(eq(schedules.id, created.body.id)))[0].status).toBe('ENVIADA');
  });
});
