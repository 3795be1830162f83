import { afterAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { BOT_TURN_JOB } from '@zapdesk/core';
import { and, botTurns, db, dueJobs, eq, outbox, withTransaction, whatsapps } from '@zapdesk/db';
import { fakeServer, jsonAnswer, makePrompt, waitForLine } from '@zapdesk/testing';
import { botTexts, messagesOf, setup } from '../helpers/setup';
import { contactOf } from '../flows/helpers';

const fixture = join(import.meta.dir, 'fixtures', 'bot-process.ts');
let hang = false;
let reached: () => void = () => {};
const openai = fakeServer(async (r) => {
  const body = JSON.parse(r.body);
  reached();
  if (hang) await new Promise(() => {});
  const last = body.messages.at(-1).content;
  return jsonAnswer({ id: 'x', object: 'chat.completion', created: 1, model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: `Resposta: ${last}` } }] });
});
afterAll(() => openai.stop());

function spawnBots(env: Record<string, string>) {
  return Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, OPENAI_BASE_URL: `${openai.url}/v1`, ...env }, stdout: 'pipe', stderr: 'pipe' });
}

/** Each bot text on the ticket once, each with one outbox row. */
async function sentOnceEach(ticketId: number, expected: string[]) {
  expect(await botTexts(ticketId)).toEqual(expected);
  for (const m of (await messagesOf(ticketId)).filter((x) => x.fromMe)) expect(await db().select().from(outbox).where(eq(outbox.messageId, m.id))).toHaveLength(1);
}

async function promptWorld() {
  const s = await setup();
  const prompt = await makePrompt(s.company.id, { prompt: 'Responda com gentileza.', apiKey: 'sk-crash' });
  await withTransaction((tx) => tx.update(whatsapps).set({ promptId: prompt.id }).where(eq(whatsapps.id, s.conn.id)));
  return s;
}

describe('a bot turn across a killed process', () => {
  test('killed while the model was answering: the next process answers once', async () => {
    const s = await promptWorld();
    const { ticket } = await contactOf(s).say('Oi, tudo bem?');
    hang = true;
    const called = new Promise<void>((r) => (reached = r));
    const victim = spawnBots({ TICKET_ID: String(ticket.id), LEASE_MS: '1000' });
    await waitForLine(victim, 'claimed');
    await called;
    victim.kill('SIGKILL');
    await victim.exited;
    expect(await botTexts(ticket.id)).toEqual([]);
    hang = false;
    const successor = spawnBots({ TICKET_ID: String(ticket.id) });
    expect(await successor.exited).toBe(0);
    await sentOnceEach(ticket.id, ['Resposta: Oi, tudo bem?']);
    expect((await db().select().from(botTurns).where(eq(botTurns.ticketId, ticket.id))).map((t) => t.status)).toEqual(['done']);
  }, 90_000);

  test('killed after the answer committed, before the job was recorded done: the rerun sends nothing more', async () => {
    const s = await promptWorld();
    const c = contactOf(s);
    const { ticket } = await c.say('Primeira');
    await c.say('Segunda');
    const dies = spawnBots({ TICKET_ID: String(ticket.id), DIE_AFTER_TURN: '1', LEASE_MS: '1000' });
    await waitForLine(dies, 'answered');
    await dies.exited;
    expect(dies.signalCode).toBe('SIGKILL');
    await sentOnceEach(ticket.id, ['Resposta: Primeira', 'Resposta: Segunda']);
    const calls = openai.requests.length;
    const rerun = spawnBots({ TICKET_ID: String(ticket.id), RUN_MS: '3000' });
    expect(await rerun.exited).toBe(0);
    const [job] = await db().select().from(dueJobs).where(and(eq(dueJobs.kind, BOT_TURN_JOB), eq(dueJobs.key, `ticket:${ticket.id}`)));
    expect(job.status).toBe('done');
    expect(job.lockedBy).toBe(`bots-${rerun.pid}`);
    expect(openai.requests.length).toBe(calls);
    await sentOnceEach(ticket.id, ['Resposta: Primeira', 'Resposta: Segunda']);
  }, 90_000);
});
