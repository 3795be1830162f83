import { afterEach, describe, expect, test } from 'bun:test';
import { config, createContact, sendSessionCommand, setConfig } from '@zapdesk/core';
import { and, db, eq, messages, simulatorMessages, whatsappAuth } from '@zapdesk/db';
import { makeCompany, makeConnection } from '@zapdesk/testing';
import { getSession } from '../../src/manager';
import type { SessionRuntime } from '../../src/manager';
import { connectionRow, scopedRuntime, until } from './helpers';

const companies = new Set<number>();
const running: SessionRuntime[] = [];
const original = config();
afterEach(async () => {
  setConfig(original);
  for (const rt of running.splice(0)) await rt.stop();
});

async function setup(over: Parameters<typeof makeConnection>[1] = {}) {
  const t = await makeCompany();
  companies.add(t.company.id);
  const conn = await makeConnection(t.company.id, { status: 'DISCONNECTED', ...over });
  return { ...t, conn };
}
async function runtime(over: Parameters<typeof scopedRuntime>[1] = {}) {
  const rt = await scopedRuntime(companies, over);
  running.push(rt);
  return rt;
}
const ctxOf = (u: { id: number; companyId: number }) => ({ actor: { type: 'user' as const, userId: u.id, companyId: u.companyId, profile: 'admin' as const, super: false } });

describe('session manager', () => {
  test('start → qrcode with a QR; scan → CONNECTED with the number; the row and the session agree', async () => {
    const { conn } = await setup();
    const rt = await runtime();
    await rt.startSession(conn.id);
    const waiting = await connectionRow(conn.id);
    expect(waiting).toMatchObject({ status: 'qrcode', retries: 1 });
    expect(waiting.qrcode).toStartWith(`zapdesk-sim:${conn.id}:`);
    expect(getSession(conn.id)).toBe(rt.getSession(conn.id));
    expect(await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id })).toEqual({ ok: true });
    expect(await connectionRow(conn.id)).toMatchObject({ status: 'CONNECTED', qrcode: '', retries: 0, number: expect.stringMatching(/^55990\d{8}$/) });
    await rt.stop();
    expect(getSession(conn.id)).toBeNull();
    // Stopping keeps the status and the pairing for the next owner.
    expect((await connectionRow(conn.id)).status).toBe('CONNECTED');
  });

  test('a restarted runtime resumes connections that were not DISCONNECTED, and only those', async () => {
    const paired = await setup();
    const off = await setup();
    const rt = await runtime({ providers: { simulator: { autoConnect: true } } });
    await rt.startSession(paired.conn.id);
    await rt.startSession(off.conn.id);
    await rt.logoutSession(off.conn.id);
    expect((await connectionRow(off.conn.id)).status).toBe('DISCONNECTED');
    await rt.stop();

    const next = await runtime();
    expect(next.ownedIds()).toContain(paired.conn.id);
    expect(next.ownedIds()).not.toContain(off.conn.id);
    expect(await connectionRow(paired.conn.id)).toMatchObject({ status: 'CONNECTED' });
    await next.stop();
  });

  test('logout drops the credentials and leaves the connection DISCONNECTED; new QR starts over', async () => {
    const { conn } = await setup();
    const rt = await runtime({ providers: { simulator: { autoConnect: true } } });
    await rt.startSession(conn.id);
    expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, conn.id))).toHaveLength(1);
    await rt.logoutSession(conn.id);
    expect(await connectionRow(conn.id)).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    expect(await db().select().from(whatsappAuth).where(eq(whatsappAuth.whatsappId, conn.id))).toEqual([]);
    expect(rt.getSession(conn.id)).toBeNull();
    await rt.stop();

    const manual = await setup();
    const rt2 = await runtime();
    await rt2.startSession(manual.conn.id);
    const first = (await connectionRow(manual.conn.id)).qrcode;
    await rt2.requestNewQr(manual.conn.id);
    const second = await connectionRow(manual.conn.id);
    expect(second.status).toBe('qrcode');
    expect(second.qrcode).not.toBe(first);
    await rt2.stop();
  });

  test('commands for connections the runtime does not run are left unanswered', async () => {
    const { conn } = await setup();
    const outsider = await makeCompany();
    const foreign = await makeConnection(outsider.company.id, { status: 'DISCONNECTED' });
    const rt = await runtime();
    expect(await rt.handle({ action: 'start', whatsappId: foreign.id })).toBeNull();
    expect(await rt.handle({ action: 'simulatorScan', whatsappId: conn.id })).toBeNull();
    expect(await rt.handle({ action: 'checkNumber', whatsappId: conn.id, number: '5511999990000' })).toBeNull();
    expect((await connectionRow(foreign.id)).status).toBe('DISCONNECTED');
    await rt.stop();
  });

  test('a simulated contact’s message reaches the pipeline; an outbound message reaches the contact with acks', async () => {
    const { conn } = await setup({ isDefault: true });
    const rt = await runtime({ providers: { simulator: { autoConnect: true, ackDelaysMs: [1, 2, 3] } } });
    await rt.startSession(conn.id);
    const reply = await sendSessionCommand({ action: 'simulatorInbound', whatsappId: conn.id, message: { number: '5511977776666', name: 'Ana', body: 'hello' } });
    const providerId = (reply as { ok: true; result: { providerId: string } }).result.providerId;
    expect(reply?.ok).toBe(true);
    const stored = await db().select().from(messages).where(and(eq(messages.whatsappId, conn.id), eq(messages.providerId, providerId)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ body: 'hello', fromMe: false });
    const session = rt.getSession(conn.id)!;
    await session.send({ providerId: '3EB0RUNTIME1', to: { number: '5511977776666' }, kind: 'text', body: 'hi Ana' });
    await until(async () => {
      const [row] = await db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.providerId, '3EB0RUNTIME1')));
      return row?.ack === 4;
    }, 'ack 4 (read)');
    await rt.stop();
  });

  test('contact creation checks the number through the connected connection; with none connected it is not checked', async () => {
    const { conn, admin } = await setup({ isDefault: true });
    const rt = await runtime({ providers: { simulator: { autoConnect: true } } });
    await expect(createContact({ ctx: ctxOf(admin), input: { name: 'Short', number: '123456789', email: '' } })).resolves.toMatchObject({ number: '123456789' });
    await rt.startSession(conn.id);
    await expect(createContact({ ctx: ctxOf(admin), input: { name: 'Short', number: '987654321', email: '' } })).rejects.toMatchObject({ code: 'ERR_WAPP_INVALID_CONTACT' });
    await expect(createContact({ ctx: ctxOf(admin), input: { name: 'Good', number: '5511955554444', email: '' } })).resolves.toMatchObject({ number: '5511955554444' });
    await rt.stop();
    // The runtime is gone: the number check is uninstalled with it.
    await expect(createContact({ ctx: ctxOf(admin), input: { name: 'Short', number: '987654321', email: '' } })).resolves.toMatchObject({ number: '987654321' });
  });

  test('a connection whose status says CONNECTED but that nobody runs fails the check with ERR_WAPP_CHECK_CONTACT', async () => {
    const { admin } = await setup({ isDefault: true, status: 'CONNECTED' });
    await runtime({ accept: () => false });
    setConfig({ ...original, sessionCommandTimeoutMs: 100 });
    await expect(createContact({ ctx: ctxOf(admin), input: { name: 'Any', number: '5511955553333', email: '' } })).rejects.toMatchObject({ code: 'ERR_WAPP_CHECK_CONTACT' });
  });
});
