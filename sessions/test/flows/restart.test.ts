import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { FLOW_RESUME_JOB } from '@zapdesk/core';
import { and, db, dueJobs, eq, outbox, withTransaction } from '@zapdesk/db';
import { waitForLine } from '@zapdesk/testing';
import { botTexts, contactByNumber, messagesOf, nextNumber, setup } from '../helpers/setup';
import { block, id30, link, makeFlow, start, walksOfContact } from './helpers';

const fixture = join(import.meta.dir, 'fixtures', 'walker-process.ts');
const uid = () => Math.random().toString(36).slice(2, 10).toUpperCase();

function spawnWalker(env: Record<string, string>) {
  return Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
}


/** Each automatic text on the ticket once, and each with one outbox row. */
async function sentOnceEach(ticketId: number, expected: string[]) {
  expect(await botTexts(ticketId)).toEqual(expected);
  for (const m of (await messagesOf(ticketId)).filter((x) => x.fromMe)) expect(await db().select().from(outbox).where(eq(outbox.messageId, m.id))).toHaveLength(1);
}

const flow = {
  nodes: [
    start,
    block('ask', 'question', { typebotIntegration: { message: 'Seu nome?', answerKey: 'nome' } }),
    block('thanks', 'message', { label: 'Obrigado, {{nome}}.' }),
    block('wait', 'interval', { sec: 1 }),
    block('later', 'message', { label: 'Um segundo depois, {{nome}}.' }),
  ],
  connections: [link('1', 'ask'), link('ask', 'thanks'), link('thanks', 'wait'), link('wait', 'later')],
};

describe('a walk across a killed session process', () => {
  test('killed while parked on a question: the next process takes the answer once, and a redelivered answer changes nothing', async () => {
    const s = await setup();
    await makeFlow(s, flow);
    const number = nextNumber();
    const first = spawnWalker({ MODE: 'deliver', WHATSAPP_ID: String(s.conn.id), NUMBER: number, BODY: 'quero o fluxo', PROVIDER_ID: `IN${uid()}`, HOLD: '1' });
    await waitForLine(first, 'delivered stored');
    first.kill('SIGKILL');
    await first.exited;
    const contact = await contactByNumber(s.company.id, number);
    const [walk] = await walksOfContact(contact.id);
    expect(walk).toMatchObject({ status: 'active', waitKind: 'reply', nodeId: id30('ask') });

    const answerId = `IN${uid()}`;
    const second = spawnWalker({ MODE: 'deliver', WHATSAPP_ID: String(s.conn.id), NUMBER: number, BODY: 'Joana', PROVIDER_ID: answerId });
    expect(await waitForLine(second, 'delivered')).toContain('delivered stored');
    expect(await second.exited).toBe(0);
    // WhatsApp delivers the same message again (the first ack was lost with a process): nothing more happens
    const again = spawnWalker({ MODE: 'deliver', WHATSAPP_ID: String(s.conn.id), NUMBER: number, BODY: 'Joana', PROVIDER_ID: answerId });
    expect(await waitForLine(again, 'delivered')).toContain('delivered duplicate');
    expect(await again.exited).toBe(0);
    await sentOnceEach(walk.ticketId, ['Seu nome?', 'Obrigado, Joana.']);
    const [parked] = await walksOfContact(contact.id);
    expect(parked).toMatchObject({ status: 'active', waitKind: 'interval', nodeId: id30('later') });
  }, 90_000);

  test('killed inside an interval: after claiming its job (the next process resumes it once) and after the resume committed (the job run again does nothing)', async () => {
    const s = await setup();
    await makeFlow(s, flow);
    const c1 = nextNumber();
    const c2 = nextNumber();
    for (const [number, body] of [[c1, 'quero o fluxo'], [c1, 'Rui'], [c2, 'quero o fluxo'], [c2, 'Eva']]) {
      const p = spawnWalker({ MODE: 'deliver', WHATSAPP_ID: String(s.conn.id), NUMBER: number, BODY: body, PROVIDER_ID: `IN${uid()}` });
      expect(await p.exited).toBe(0);
    }
    const [w1] = await walksOfContact((await contactByNumber(s.company.id, c1)).id);
    const [w2] = await walksOfContact((await contactByNumber(s.company.id, c2)).id);
    expect(w1.waitKind).toBe('interval');
    // the second walk's pause is held until its own part of the test
    const hold = (runAt: Date) => withTransaction((tx) => tx.update(dueJobs).set({ runAt }).where(and(eq(dueJobs.kind, FLOW_RESUME_JOB), eq(dueJobs.key, w2.wakeKey!))));
    await hold(new Date(Date.now() + 3600_000));

    // killed after claiming, before resuming
    const victim = spawnWalker({ MODE: 'runner', WALK_ID: String(w1.id), PAUSE_BEFORE_RESUME: '1', LEASE_MS: '1000' });
    await waitForLine(victim, 'claimed');
    victim.kill('SIGKILL');
    await victim.exited;
    expect(await botTexts(w1.ticketId)).toEqual(['Seu nome?', 'Obrigado, Rui.']);
    const successor = spawnWalker({ MODE: 'runner', WALK_ID: String(w1.id) });
    expect(await successor.exited).toBe(0);
    await sentOnceEach(w1.ticketId, ['Seu nome?', 'Obrigado, Rui.', 'Um segundo depois, Rui.']);

    // killed after the resume committed, before the job was recorded done: its rerun finds nothing to do
    expect(await botTexts(w2.ticketId)).toEqual(['Seu nome?', 'Obrigado, Eva.']);
    await hold(new Date());
    const dies = spawnWalker({ MODE: 'runner', WALK_ID: String(w2.id), DIE_AFTER_RESUME: '1', LEASE_MS: '1000' });
    await waitForLine(dies, 'resumed');
    await dies.exited;
    expect(dies.signalCode).toBe('SIGKILL');
    const rerun = spawnWalker({ MODE: 'runner', WALK_ID: String(w2.id), RUN_MS: '3000' });
    expect(await rerun.exited).toBe(0);
    const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, FLOW_RESUME_JOB), eq(dueJobs.key, w2.wakeKey!)));
    expect(job.status).toBe('done');
    expect(job.lockedBy).toBe(`walker-${rerun.pid}`);
    await sentOnceEach(w2.ticketId, ['Seu nome?', 'Obrigado, Eva.', 'Um segundo depois, Eva.']);
  }, 120_000);
});
