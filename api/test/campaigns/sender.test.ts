import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { CAMPAIGN_SEND, CAMPAIGN_START, createRunner, runCampaignStep } from '@zapdesk/core';
import { db, eq, messages, tickets, whatsapps, withTransaction } from '@zapdesk/db';
import { call, makeContact, makeTag, makeTicket } from '@zapdesk/testing';
import { PNG } from '../schedules/helpers';
import { sessionRuntime, until } from '../simulator/helpers';
import { campaignRow, drive, outboxDrained, received, senderWorld, shippingOf } from './helpers';

const sessions = sessionRuntime();
const runner = createRunner({ instanceId: `campaign-sender-${process.pid}`, kinds: [CAMPAIGN_START, CAMPAIGN_SEND], batch: 5 });
afterEach(() => setSystemTime());
afterAll(() => setSystemTime());

/** A campaign of the world's list, scheduled for `at` (PROGRAMADA). */
async function scheduled(w: Awaited<ReturnType<typeof senderWorld>>, at: Date, over: Record<string, unknown> = {}) {
  const res = await call('POST', '/campaigns', { token: w.user.token, body: { name: 'Campanha', message1: '{{ms}}, {{firstName}}! Cupom {cupom}.', whatsappId: w.conn.id, contactListId: w.list.id, scheduledAt: at.toISOString(), ...over } });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('PROGRAMADA');
  return { id: res.body.id as number, whatsappId: w.conn.id };
}
const seconds = (rows: { createdAt: Date }[], t0: Date) => rows.map((r) => Math.round((r.createdAt.getTime() - t0.getTime()) / 1000));

describe('the campaign sender', () => {
  test('30 contacts at 5 s with 20 s after every 10 go out on exactly that timeline, each once, placeholders filled', async () => {
    const w = await senderWorld(sessions, { size: 30, settings: { messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 20, variables: [{ key: 'cupom', value: 'BF30' }] } });
    const t0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    setSystemTime(t0);
    const c = await scheduled(w, t0);
    await drive(runner, c);
    expect((await campaignRow(c.id)).status).toBe('FINALIZADA');
    const rows = await shippingOf(c.id);
    const expected = [0, 1, 2].flatMap((block) => Array.from({ length: 10 }, (_, i) => block * 65 + i * 5));
    expect(seconds(rows, t0)).toEqual(expected);
    expect(new Set(rows.map((r) => r.number)).size).toBe(30);
    expect(rows[0].message).toMatch(/^(Bom dia|Boa tarde|Boa noite), Contato! Cupom BF30\.$/);
    await outboxDrained(c.whatsappId);
    setSystemTime();
    const got = await until(async () => ((await received(w.conn.id)).length >= 30 ? received(w.conn.id) : null), 'the contacts receiving');
    expect(got.map((m) => m.number).sort()).toEqual(rows.map((r) => r.number).sort());
    await until(async () => (await shippingOf(c.id)).every((r) => r.deliveredAt), 'deliveries confirmed');
    const report = await call('GET', `/campaigns/${c.id}/report`, { token: w.user.token });
    expect(report.body).toMatchObject({ counts: { valid: 30, sent: 30, delivered: 30, failed: 0, pending: 0 }, progress: 100 });
    // The campaign itself carries its sends and confirmations, in the list as in one read.
    expect((await call('GET', `/campaigns/${c.id}`, { token: w.user.token })).body.counts).toEqual({ sent: 30, delivered: 30 });
    expect((await call('GET', '/campaigns', { token: w.user.token })).body.records.find((r: { id: number }) => r.id === c.id).counts).toEqual({ sent: 30, delivered: 30 });
  });

  test('cancel mid-way stops the next send; restart continues where it stopped, no contact messaged twice', async () => {
    const w = await senderWorld(sessions, { size: 30, settings: { messageInterval: 5, longerIntervalAfter: 0, greaterInterval: 0 } });
    const t0 = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    setSystemTime(t0);
    const c = await scheduled(w, t0);
    await drive(runner, c, async () => (await shippingOf(c.id)).length >= 7);
    expect((await call('POST', `/campaigns/${c.id}/cancel`, { token: w.user.token })).body.status).toBe('CANCELADA');
    setSystemTime(new Date(Date.now() + 60_000));
    await runner.tick();
    expect(await shippingOf(c.id)).toHaveLength(7);
    expect((await call('GET', `/campaigns/${c.id}`, { token: w.user.token })).body.counts.sent).toBe(7);
    expect((await call('POST', `/campaigns/${c.id}/cancel`, { token: w.user.token })).body.error).toBe('ERR_CAMPAIGN_INVALID_TRANSITION');
    expect((await call('POST', `/campaigns/${c.id}/restart`, { token: w.user.token })).body.status).toBe('EM_ANDAMENTO');
    await drive(runner, c);
    const rows = await shippingOf(c.id);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.number)).size).toBe(30);
    await outboxDrained(c.whatsappId);
    setSystemTime();
    const got = await until(async () => ((await received(w.conn.id)).length >= 30 ? received(w.conn.id) : null), 'the contacts receiving');
    expect(got).toHaveLength(30);
    expect(new Set(got.map((m) => m.number)).size).toBe(30);
    expect((await call('POST', `/campaigns/${c.id}/restart`, { token: w.user.token })).body.error).toBe('ERR_CAMPAIGN_INVALID_TRANSITION');
  });

  test('at interval 0: numbers WhatsApp does not know are skipped, every variant is used, messages land in closed tickets of the conversations', async () => {
    const invalid = Array.from({ length: 20 }, (_, i) => String(100000000 + i));
    const w = await senderWorld(sessions, { size: 250, invalid, settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 } });
    const variants = { message1: 'V1 {{name}}', message2: 'V2 {{name}}', message3: 'V3 {{name}}', message4: 'V4 {{name}}', message5: 'V5 {{name}}' };
    const c = await scheduled(w, new Date(), variants);
    await drive(runner, c);
    const rows = await shippingOf(c.id);
    expect(rows).toHaveLength(250);
    expect(rows.some((r) => invalid.includes(r.number))).toBe(false);
    expect(new Set(rows.map((r) => r.message.slice(0, 2)))).toEqual(new Set(['V1', 'V2', 'V3', 'V4', 'V5']));
    const [m] = await db().select().from(messages).where(eq(messages.id, rows[0].messageId!));
    const [ticket] = await db().select().from(tickets).where(eq(tickets.id, m.ticketId));
    expect(ticket).toMatchObject({ status: 'closed', whatsappId: w.conn.id, contactId: rows[0].contactId });
    expect(m).toMatchObject({ fromMe: true, body: rows[0].message });
    const report = (await call('GET', `/campaigns/${c.id}/report`, { token: w.user.token })).body;
    expect(report.counts).toMatchObject({ valid: 250, sent: 250, pending: 0 });
    expect(report.shipping).toHaveLength(50);
    expect(report.hasMore).toBe(true);
  });

  test('a disconnected connection pauses the campaign instead of failing its contacts; it resumes when connected', async () => {
    const w = await senderWorld(sessions, { size: 5, settings: { messageInterval: 0 } });
    await withTransaction((tx) => tx.update(whatsapps).set({ status: 'DISCONNECTED' }).where(eq(whatsapps.id, w.conn.id)));
    const c = await scheduled(w, new Date());
    await runner.tick();
    expect(await runCampaignStep(w.conn.id)).toBe('paused');
    expect((await campaignRow(c.id)).status).toBe('EM_ANDAMENTO');
    expect(await shippingOf(c.id)).toEqual([]);
    await withTransaction((tx) => tx.update(whatsapps).set({ status: 'CONNECTED' }).where(eq(whatsapps.id, w.conn.id)));
    await drive(runner, c);
    expect(await shippingOf(c.id)).toHaveLength(5);
  });

  test("a campaign by tag reaches the tagged contacts' open tickets with its medium, and its file list's files follow the message", async () => {
    const w = await senderWorld(sessions, { size: 0, settings: { messageInterval: 0 } });
    const tag = await makeTag(w.company.id);
    const tagged = await makeContact(w.company.id, { name: 'Bruna Costa' });
    const open = await makeTicket(w.company.id, { contactId: tagged.id, whatsappId: w.conn.id, status: 'open', tagIds: [tag.id] });
    const other = await makeContact(w.company.id, { name: 'Sem etiqueta' });
    await makeTicket(w.company.id, { contactId: other.id, whatsappId: w.conn.id, status: 'open' });
    const files = (await call('POST', '/files', { token: w.admin.token, body: { name: 'Catálogo', message: 'Arquivos', options: [{ name: 'Tabela' }] } })).body;
    const upload = new FormData();
    upload.append('files', new File([PNG], 'tabela.png', { type: 'image/png' }));
    expect((await call('POST', `/files/uploadList/${files.id}`, { token: w.admin.token, form: upload })).status).toBe(200);
    const created = await call('POST', '/campaigns', { token: w.user.token, body: { name: 'Por etiqueta', message1: 'Oi {{firstName}}', whatsappId: w.conn.id, tagListId: tag.id, fileListId: files.id } });
    const media = new FormData();
    media.append('file', new File([PNG], 'promo.png', { type: 'image/png' }));
    expect((await call('POST', `/campaigns/${created.body.id}/media-upload`, { token: w.user.token, form: media })).status).toBe(200);
    const c = { id: created.body.id as number, whatsappId: w.conn.id };
    expect((await call('PUT', `/campaigns/${c.id}`, { token: w.user.token, body: { scheduledAt: new Date().toISOString() } })).body.status).toBe('PROGRAMADA');
    await drive(runner, c);
    const rows = await shippingOf(c.id);
    expect(rows.map((r) => r.number)).toEqual([tagged.number]);
    const thread = await db().select().from(messages).where(eq(messages.ticketId, open.id));
    expect(thread.map((m) => [m.mediaType, m.body])).toEqual([
      ['image', 'Oi Bruna'],
      ['image', 'Tabela'],
    ]);
    const got = await until(async () => ((await received(w.conn.id)).length >= 2 ? received(w.conn.id) : null), 'the contact receiving both');
    expect(got.map((m) => [m.number, m.kind])).toEqual([
      [tagged.number, 'image'],
      [tagged.number, 'image'],
    ]);
  });
});
