import { afterEach, describe, expect, test } from 'bun:test';
import { sendSessionCommand } from '@zapdesk/core';
import { and, db, dialect, eq, messages, simulatorMessages, sql } from '@zapdesk/db';
import { makeCompany, makeConnection } from '@zapdesk/testing';
import type { SessionRuntime } from '../../src/manager';
import { enqueue } from '../helpers/outbound';
import { ticketsOf } from '../helpers/setup';
import { execSql } from '../outbox/fixtures/tables';
import { scopedRuntime, until } from './helpers';

const running: SessionRuntime[] = [];
const blips: number[] = [];
afterEach(async () => {
  for (const id of blips.splice(0)) await endBlip(id);
  for (const rt of running.splice(0)) await rt.stop();
});

/** A database blip for one connection's acks: raising a message's ack past 1 fails (a real error from the database) until it ends. */
async function startBlip(whatsappId: number) {
  blips.push(whatsappId);
  if (dialect === 'pg') {
    await execSql(db(), sql.raw(`CREATE OR REPLACE FUNCTION ack_blip() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'database blip'; END $$ LANGUAGE plpgsql`));
    await execSql(db(), sql.raw(`CREATE TRIGGER ack_blip_${whatsappId} BEFORE UPDATE OF ack ON messages FOR EACH ROW WHEN (NEW."whatsappId" = ${whatsappId} AND NEW.ack >= 2) EXECUTE FUNCTION ack_blip()`));
  } else {
    await execSql(db(), sql.raw(`CREATE TRIGGER ack_blip_${whatsappId} BEFORE UPDATE OF ack ON messages WHEN NEW.whatsappId = ${whatsappId} AND NEW.ack >= 2 BEGIN SELECT RAISE(ABORT, 'database blip'); END`));
  }
}
async function endBlip(whatsappId: number) {
  const i = blips.indexOf(whatsappId);
  if (i >= 0) blips.splice(i, 1);
  await execSql(db(), sql.raw(dialect === 'pg' ? `DROP TRIGGER IF EXISTS ack_blip_${whatsappId} ON messages` : `DROP TRIGGER IF EXISTS ack_blip_${whatsappId}`));
}

/** A connected simulator connection run by an in-process runtime, with a ticket of one contact. */
async function connected() {
  const { company } = await makeCompany();
  const conn = await makeConnection(company.id, { status: 'DISCONNECTED' });
  const rt = await scopedRuntime([company.id], { providers: { simulator: { autoConnect: true, ackDelaysMs: [20, 40, 60] } } });
  running.push(rt);
  await rt.startSession(conn.id);
  const number = '5511933332222';
  expect(await sendSessionCommand({ action: 'simulatorInbound', whatsappId: conn.id, message: { number, body: 'hello' } })).toMatchObject({ ok: true });
  const [ticket] = await ticketsOf(company.id, number);
  return { rt, conn, ticket: ticket! };
}

const storedAck = async (id: number) => (await db().select({ ack: messages.ack }).from(messages).where(eq(messages.id, id)))[0]!.ack;
const phoneAck = async (whatsappId: number, providerId: string) =>
  (await db().select({ ack: simulatorMessages.ack }).from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, whatsappId), eq(simulatorMessages.providerId, providerId))))[0]?.ack;

describe('acks are never lost', () => {
  test('acks whose write failed (a database blip) are written once the database answers again', async () => {
    const { conn, ticket } = await connected();
    await startBlip(conn.id);
    const m = await enqueue(ticket, 'sent during a blip');
    // The phone read it; every ack it reported (2, 3, 4) failed to be written.
    await until(async () => (await phoneAck(conn.id, m.providerId!)) === 4, 'read on the phone');
    await until(async () => (await storedAck(m.id)) === 1, 'sent (ack 1)');
    await endBlip(conn.id);
    await until(async () => (await storedAck(m.id)) === 4, 'ack 4 written after the blip');
  });

  test('after a reconnect the owner asks the provider for the acks it missed', async () => {
    const { rt, conn, ticket } = await connected();
    const m = await enqueue(ticket, 'read while its ack was lost');
    await until(async () => (await storedAck(m.id)) === 4, 'read');
    // As if the read receipt had come while nobody could record it: the phone says 4, we say 1.
    await db().update(messages).set({ ack: 1 }).where(eq(messages.id, m.id));
    await rt.stopSession(conn.id);
    await rt.startSession(conn.id);
    await until(async () => (await storedAck(m.id)) === 4, 'ack 4 reconciled');
  });
});
