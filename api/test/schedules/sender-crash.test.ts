import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { SCHEDULE_SEND } from '@zapdesk/core';
import { and, db, dueJobs, eq, messages, outbox, schedules } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact } from '@zapdesk/testing';

const fixture = join(import.meta.dir, 'fixtures', 'sender-process.ts');

async function dueSchedule() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id, { status: 'CONNECTED', isDefault: true });
  const contact = await makeContact(t.company.id);
  const created = await call('POST', '/schedules', { token: t.admin.token, body: { body: 'Exatamente uma vez', contactId: contact.id, sendAt: new Date().toISOString() } });
  expect(created.status).toBe(200);
  return { ...t, conn, id: created.body.id as number };
}

function spawnSender(scheduleId: number, env: Record<string, string> = {}) {
  return Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, SCHEDULE_ID: String(scheduleId), ...env }, stdout: 'pipe', stderr: 'pipe' });
}

async function waitForLine(proc: ReturnType<typeof spawnSender>, prefix: string) {
  const reader = proc.stdout.getReader();
  let text = '';
  const deadline = Date.now() + 30_000;
  while (!text.split('\n').some((l) => l.startsWith(prefix))) {
    if (Date.now() > deadline) throw new Error(`no "${prefix}" from the sender: ${text}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`sender ended before "${prefix}": ${text}${await new Response(proc.stderr).text()}`);
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
}

async function sentOnce(w: Awaited<ReturnType<typeof dueSchedule>>) {
  const [row] = await db().select().from(schedules).where(eq(schedules.id, w.id));
  expect(row.status).toBe('ENVIADA');
  const sent = await db().select().from(messages).where(and(eq(messages.whatsappId, w.conn.id), eq(messages.body, 'Exatamente uma vez')));
  expect(sent).toHaveLength(1);
  expect(sent[0].id).toBe(row.messageId!);
  expect(await db().select().from(outbox).where(eq(outbox.messageId, sent[0].id))).toHaveLength(1);
}

describe('the schedule sender across a killed process', () => {
  test('killed after claiming, before sending: the next process sends it, once', async () => {
    const w = await dueSchedule();
    const victim = spawnSender(w.id, { PAUSE_BEFORE_SEND: '1', LEASE_MS: '1000' });
    await waitForLine(victim, 'claimed');
    victim.kill('SIGKILL');
    await victim.exited;
    expect((await db().select().from(schedules).where(eq(schedules.id, w.id)))[0].status).toBe('PENDENTE');
    expect(await db().select().from(messages).where(eq(messages.whatsappId, w.conn.id))).toEqual([]);
    const successor = spawnSender(w.id);
    expect(await successor.exited).toBe(0);
    await sentOnce(w);
  }, 60_000);

  test('killed after the send committed, before the job was recorded done: the next process sends nothing more', async () => {
    const w = await dueSchedule();
    const victim = spawnSender(w.id, { DIE_AFTER_SEND: '1', LEASE_MS: '1000' });
    await waitForLine(victim, 'sent');
    await victim.exited;
    expect(victim.signalCode).toBe('SIGKILL');
    // The successor's runner claims the job once the dead claim's lease lapses, runs it, finds it sent.
    const successor = spawnSender(w.id, { RUN_MS: '3000' });
    expect(await successor.exited).toBe(0);
    const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, SCHEDULE_SEND), eq(dueJobs.key, String(w.id))));
    expect(job.status).toBe('done');
    expect(job.lockedBy).toBe(`sender-${successor.pid}`);
    await sentOnce(w);
  }, 60_000);
});
