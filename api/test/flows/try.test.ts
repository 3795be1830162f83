import { describe, expect, test } from 'bun:test';
import { sendSessionCommand } from '@zapdesk/core';
import { call, makeConnection, makeSuper } from '@zapdesk/testing';
import { sessionRuntime, until } from '../simulator/helpers';
import { sampleDrawing } from './helpers';

const sessions = sessionRuntime();

async function tryWorld() {
  const t = await sessions.tenant();
  const conn = await makeConnection(t.company.id, { status: 'DISCONNECTED', provider: 'simulator' });
  await sessions.runtime.startSession(conn.id);
  await sendSessionCommand({ action: 'simulatorScan', whatsappId: conn.id });
  const flow = await call('POST', '/flowbuilder', { token: t.admin.token, body: { name: 'Teste' } });
  await call('POST', '/flowbuilder/flow', { token: t.admin.token, body: { idFlow: flow.body.id, ...sampleDrawing(t.queue.id) } });
  return { ...t, conn, flowId: flow.body.id as number };
}

/** What the simulated contact received so far (direction out), in order. */
async function received(w: Awaited<ReturnType<typeof tryWorld>>, number: string) {
  const res = await call('GET', `/simulator/${w.conn.id}/messages`, { token: w.admin.token, query: { number } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return (res.body as { direction: string; body: string }[]).filter((m) => m.direction === 'out').map((m) => m.body);
}

describe("the editor's Try panel and the per-block counts", () => {
  test('Try walks the saved flow as a simulated contact through the real engine; answering through the simulator goes on; the counts show it', async () => {
    const w = await tryWorld();
    const res = await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.admin.token, body: { whatsappId: w.conn.id } });
    expect(res.status).toBe(200);
    const number: string = res.body.number;
    expect(number).toMatch(/^5599\d{7,}$/);
    expect(res.body.whatsappId).toBe(w.conn.id);
    await until(async () => (await received(w, number)).length === 2, 'the first two blocks');
    expect(await received(w, number)).toEqual(['Olá! Vamos começar.', 'Qual é o seu nome?']);
    await call('POST', `/simulator/${w.conn.id}/messages`, { token: w.admin.token, body: { number, body: 'Lia' } });
    await until(async () => (await received(w, number)).length === 3, 'the menu');
    await call('POST', `/simulator/${w.conn.id}/messages`, { token: w.admin.token, body: { number, body: '2' } });
    await until(async () => (await received(w, number)).at(-1) === 'Até logo, Lia!', 'the goodbye');
    // Try again: a fresh walk from the start
    expect((await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.admin.token, body: { whatsappId: w.conn.id } })).status).toBe(200);
    await until(async () => (await received(w, number)).length === 6, 'the restart');
    const stats = await call('GET', `/flowbuilder/${w.flowId}/stats`, { token: w.user.token });
    expect(stats.status).toBe(200);
    expect(stats.body.walks).toBe(2);
    expect(stats.body.nodes['1']).toEqual({ reached: 2, stopped: 0 });
    expect(Object.values(stats.body.nodes).some((n: any) => n.stopped === 1)).toBe(true);
  });

  test('Try refuses: an unsaved flow, a connection that is not a connected simulator, a non-admin, another company', async () => {
    const w = await tryWorld();
    const empty = await call('POST', '/flowbuilder', { token: w.admin.token, body: { name: 'Vazio' } });
    const unsaved = await call('POST', `/flowbuilder/${empty.body.id}/try`, { token: w.admin.token, body: { whatsappId: w.conn.id } });
    expect(unsaved.status).toBe(400);
    expect(unsaved.body.fields.flow).toBe('not saved yet');
    const baileys = await makeConnection(w.company.id, { provider: 'baileys', status: 'CONNECTED' });
    const notSimulator = await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.admin.token, body: { whatsappId: baileys.id } });
    expect(notSimulator.status).toBe(400);
    expect(notSimulator.body.fields.whatsappId).toBe('not a simulator connection');
    const stopped = await makeConnection(w.company.id, { provider: 'simulator', status: 'DISCONNECTED' });
    expect((await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.admin.token, body: { whatsappId: stopped.id } })).body.error).toBe('ERR_WAPP_NOT_INITIALIZED');
    expect((await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.admin.token, body: { whatsappId: 'x' } })).status).toBe(400);
    expect((await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.user.token, body: { whatsappId: w.conn.id } })).body.error).toBe('ERR_NO_PERMISSION');
    const b = await tryWorld();
    expect((await call('POST', `/flowbuilder/${w.flowId}/try`, { token: b.admin.token, body: { whatsappId: b.conn.id } })).body.error).toBe('ERR_NO_FLOW_FOUND');
    expect((await call('POST', `/flowbuilder/${b.flowId}/try`, { token: b.admin.token, body: { whatsappId: w.conn.id } })).status).toBe(404);
    expect((await call('GET', `/flowbuilder/${w.flowId}/stats`, { token: b.user.token })).body.error).toBe('ERR_NO_FLOW_FOUND');
    const anonymous = await call('POST', `/flowbuilder/${w.flowId}/try`, { body: { whatsappId: w.conn.id } });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error).toBe('ERR_SESSION_EXPIRED');
    const root = await makeSuper();
    await call('PUT', `/plans/${w.plan.id}`, { token: root.token, body: { useCampaigns: false } });
    const off = await call('POST', `/flowbuilder/${w.flowId}/try`, { token: w.admin.token, body: { whatsappId: w.conn.id } });
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });
});
