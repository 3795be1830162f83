import { maskSecret } from '@zapdesk/core';
import { describe, expect, test } from 'bun:test';
import { db, eq, webhookDeliveries } from '@zapdesk/db';
import { call, makeContact, makeTicket } from '@zapdesk/testing';
import { apiWorld, sessionRuntime, until } from '../external-api/helpers';
import { receiver, SECRET, subscribe, verify, webhookRunner } from './helpers';

const sessions = sessionRuntime();
webhookRunner();

describe('outgoing webhooks', () => {
  test('CRUD: the secret is stored encrypted and answered masked; the list shows the company’s webhooks', async () => {
    const w = await apiWorld(sessions);
    const r = receiver();
    const created = await call('POST', '/webhooks', { token: w.admin.token, body: { url: r.url, events: ['message.created'], secret: SECRET } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: r.url, events: ['message.created'], active: true, secret: maskSecret(SECRET) });
    const [row] = await db().select().from((await import('@zapdesk/db')).webhookSubscriptions).where(eq((await import('@zapdesk/db')).webhookSubscriptions.id, created.body.id));
    expect(row.secret).not.toContain(SECRET);
    const put = await call('PUT', `/webhooks/${created.body.id}`, { token: w.admin.token, body: { events: ['ticket.updated', 'ticket.updated'], active: false } });
    expect(put.body).toMatchObject({ events: ['ticket.updated'], active: false });
    expect((await call('GET', '/webhooks', { token: w.admin.token })).body.map((h: { id: number }) => h.id)).toEqual([created.body.id]);
    expect((await call('DELETE', `/webhooks/${created.body.id}`, { token: w.admin.token })).status).toBe(200);
    expect((await call('GET', '/webhooks', { token: w.admin.token })).body).toEqual([]);
    r.stop();
  });

  test('a simulated conversation: signed events arrive for the contact, the ticket, the message and its acks', async () => {
    const w = await apiWorld(sessions);
    const r = receiver();
    await subscribe(w.admin.token, r.url);
    await call('POST', `/simulator/${w.conn.id}/messages`, { token: w.admin.token, body: { number: '5511966660001', name: 'Bia', body: 'Oi' } });
    const sent = await call('POST', '/api/messages/send', { token: w.token, body: { number: '5511966660001', body: 'Olá, Bia' } });
    expect(sent.status).toBe(201);
    await until(() => r.got.some((e) => e.type === 'message.updated' && e.data.message.id === sent.body.message.id && e.data.message.ack >= 1), 'the ack of the reply');
    expect(r.got.every((e) => verify(e))).toBe(true);
    expect(r.got.every((e) => !verify(e, 'another-secret-of-32-characters!'))).toBe(true);
    const types = r.got.map((e) => e.type);
    expect(types.slice(0, 3).sort()).toEqual(['contact.created', 'message.created', 'ticket.created']);
    const created = r.got.find((e) => e.type === 'message.created' && e.data.message.body === 'Oi')!;
    expect(created.data.contact).toMatchObject({ number: '5511966660001', name: 'Bia' });
    expect(created.headers['x-zapdesk-event']).toBe('message.created');
    expect(created.headers['x-zapdesk-event-id']).toBe(created.id);
    expect(r.got.find((e) => e.type === 'message.created' && e.data.message.id === sent.body.message.id)).toBeDefined();
    // The ticket's events arrive in the order they happened.
    const ofTicket = r.got.filter((e) => e.data.ticket?.id === sent.body.ticket.id || e.data.message?.ticketId === sent.body.ticket.id);
    expect(ofTicket[0].type).toBe('message.created');
    expect(new Set(r.got.map((e) => e.id)).size).toBe(r.got.length);
    r.stop();
  });

  test('a receiver that fails three times then succeeds gets each event once, in order; the log shows the attempts', async () => {
    const w = await apiWorld(sessions);
    const r = receiver();
    r.answerWith((_e, n) => (n <= 3 ? 500 : 200));
    const hook = await subscribe(w.admin.token, r.url, ['message.created']);
    // One conversation: its events form one chain (a new closed ticket per send would make three).
    const contact = await makeContact(w.company.id, { number: '5511966660002' });
    await makeTicket(w.company.id, { contactId: contact.id, whatsappId: w.conn.id, status: 'open', userId: w.user.id });
    for (const body of ['one', 'two', 'three']) expect((await call('POST', '/api/messages/send', { token: w.token, body: { number: '5511966660002', body } })).status).toBe(201);
    await until(() => r.got.filter((e) => e.headers && r.got.indexOf(e) >= 3).length === 3, 'three deliveries after the failures');
    await Bun.sleep(200);
    const accepted = r.got.slice(3);
    expect(accepted.map((e) => e.data.message.body)).toEqual(['one', 'two', 'three']);
    expect(r.got.slice(0, 3).map((e) => e.data.message.body)).toEqual(['one', 'one', 'one']);
    const log = await call('GET', `/webhooks/${hook.id}/deliveries`, { token: w.admin.token });
    expect(log.status).toBe(200);
    expect(log.body.deliveries.map((d: any) => [d.status, d.attempts, d.lastStatusCode])).toEqual([
      ['delivered', 1, 200],
      ['delivered', 1, 200],
      ['delivered', 4, 200],
    ]);
    expect(log.body.deliveries[2].lastDurationMs).toBeGreaterThanOrEqual(0);
    // Resend: the event goes out again.
    const again = await call('POST', `/webhooks/${hook.id}/deliveries/${log.body.deliveries[0].id}/resend`, { token: w.admin.token });
    expect(again.body).toMatchObject({ status: 'pending' });
    await until(() => r.got.length === 7, 'the resent event');
    expect(r.got[6].id).toBe(r.got[5].id);
    r.stop();
  });

  test('a receiver that never answers: attempts time out and the delivery is marked failed after its retry window', async () => {
    const w = await apiWorld(sessions);
    const { config, setConfig } = await import('@zapdesk/core');
    const before = config();
    setConfig({ ...before, webhookRetryWindowMs: 1_000, webhookTimeoutMs: 200 });
    try {
      const r = receiver();
      r.answerWith(() => 'hang');
      const hook = await subscribe(w.admin.token, r.url, ['message.created']);
      await call('POST', '/api/messages/send', { token: w.token, body: { number: '5511966660003', body: 'lost' } });
      const failed = await until(async () => {
        const [d] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, hook.id));
        return d?.status === 'failed' ? d : null;
      }, 'failed');
      expect(failed.attempts).toBeGreaterThanOrEqual(2);
      expect(failed.lastError).toContain('No answer within 200 ms');
      r.stop();
    } finally {
      setConfig(before);
    }
  });

  test('a ticket created by a user is ticket.created; its transfer is ticket.updated', async () => {
    const w = await apiWorld(sessions);
    const r = receiver();
    await subscribe(w.admin.token, r.url, ['ticket.created', 'ticket.updated']);
    const contact = await makeContact(w.company.id);
    const t = await call('POST', '/tickets', { token: w.admin.token, body: { contactId: contact.id, whatsappId: w.conn.id, status: 'open', userId: w.admin.id } });
    expect(t.status).toBe(201);
    await call('PUT', `/tickets/${t.body.id}`, { token: w.admin.token, body: { queueId: w.queue.id, userId: w.user.id, status: 'pending' } });
    await until(() => r.got.length >= 2, 'two ticket events');
    expect(r.got.map((e) => [e.type, e.data.ticket.id])).toEqual([
      ['ticket.created', t.body.id],
      ['ticket.updated', t.body.id],
    ]);
    r.stop();
  });
});
