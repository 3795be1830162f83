import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { SCHEDULE_SEND } from '@zapdesk/core';
import { and, db, dueJobs, eq, inArray, messages, outbox, schedules, tickets } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact, waitForLine } from '@zapdesk/testing';

const fixture = join(import.meta.dir, 'fixtures', 'sender-process.ts');
const BATCH = 3;

/** Three schedules due now, to three contacts (the last two of them the same contact's), on one connection. */
async function dueSchedules() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id, { status: 'CONNECTED', isDefault: true });
  const [ana, bia] = [await makeContact(t.company.id), await makeContact(t.company.id)];
  const ids: number[] = [];
  for (const [i, contact] of [ana, bia, bia].entries()) {
    const created = await call('POST', '/schedules', { token: t.admin.token, body: { body: `Exatamente uma vez ${i}`, contactId: contact.id, sendAt: new Date().toISOString() } });
    expect(created.status).toBe(200);
    ids.push(created.body.id as number);
  }
  return { ...t, conn, ids, contactIds: [ana.id, bia.id] };
}

function spawnSender(scheduleIds: number[], env: Record<string, string> = {}) {
  return Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, SCHEDULE_IDS: scheduleIds.join(','), ...env }, stdout: 'pipe', stderr: 'pipe' });
}


/** Nothing of the batch was written: every schedule pending, no message, no outbox row, no new ticket. */
async function nothingSent(w: Awaited<ReturnType<typeof dueSchedules>>) {
  const rows = await db().select().from(schedules).where(inArray(schedules.id, w.ids));
  expect(rows.map((r) => r.status)).toEqual(Array(BATCH).fill('PENDENTE'));
  expect(await db().select().from(messages).where(eq(messages.whatsappId, w.conn.id))).toEqual([]);
  expect(await db().select().from(outbox).where(eq(outbox.whatsappId, w.conn.id))).toEqual([]);
  expect(await db().select().from(tickets).where(inArray(tickets.contactId, w.contactIds))).toEqual([]);
}

async function sentOnce(w: Awaited<ReturnType<typeof dueSchedules>>) {
  for (const [i, id] of w.ids.entries()) {
    const [row] = await db().select().from(schedules).where(eq(schedules.id, id));
    expect(row.status).toBe('ENVIADA');
    const sent = await db().select().from(messages).where(and(eq(messages.whatsappId, w.conn.id), eq(messages.body, `Exatamente uma vez ${i}`)));
    expect(sent).toHaveLength(1);
    expect(sent[0].id).toBe(row.messageId!);
    expect(await db().select().from(outbox).where(eq(outbox.messageId, sent[0].id))).toHaveLength(1);
  }
  // One closed conversation per contact: the same contact's two schedules share it.
  expect(await db().select().from(tickets).where(inArray(tickets.contactId, w.contactIds))).toHaveLength(2);
}

describe('the schedule sender across a killed process (a batch of due schedules in one transaction)', () => {
  test('killed after claiming the batch, before sending: the next process sends each schedule, once', async () => {
    const w = await dueSchedules();
    const victim = spawnSender(w.ids, { PAUSE_BEFORE_SEND: '1', LEASE_MS: '1000' });
    expect(await waitForLine(victim, 'claimed')).toBe(`claimed ${w.ids.join(',')}`);
    victim.kill('SIGKILL');
    await victim.exited;
    await nothingSent(w);
    const successor = spawnSender(w.ids);
    expect(await successor.exited).toBe(0);
    await sentOnce(w);
  }, 60_000);

  test('killed inside the batch transaction, after two of its messages were queued: nothing of the batch stays, and the next process sends each once', async () => {
    const w = await dueSchedules();
    const victim = spawnSender(w.ids, { DIE_MID_SEND: '1', LEASE_MS: '1000' });
    expect(await waitForLine(victim, 'midway')).toBe(`midway ${w.ids[1]}`);
    await victim.exited;
    expect(victim.signalCode).toBe('SIGKILL');
    await nothingSent(w);
    const successor = spawnSender(w.ids);
    expect(await successor.exited).toBe(0);
    await sentOnce(w);
  }, 60_000);

  test('killed after the batch committed, before its jobs were recorded done: the next process sends nothing more', async () => {
    const w = await dueSchedules();
    const victim = spawnSender(w.ids, { DIE_AFTER_SEND: '1', LEASE_MS: '1000' });
    expect(await waitForLine(victim, 'sent')).toBe(`sent ${w.ids.join(',')}`);
    await victim.exited;
    expect(victim.signalCode).toBe('SIGKILL');
    // The successor's runner claims the jobs once the dead claim's lease lapses, runs them, finds them sent.
    const successor = spawnSender(w.ids, { RUN_MS: '3000' });
    expect(await successor.exited).toBe(0);
    const jobs = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), inArray(dueJobs.key, w.ids.map(String))));
    expect(jobs).toHaveLength(BATCH);
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', lockedBy: `sender-${successor.pid}` });
    await sentOnce(w);
  }, 60_000);
});
