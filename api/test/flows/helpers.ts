import { db, eq, flowCampaigns, flows, flowVersions } from '@zapdesk/db';
import { call, makeCompany, makeConnection } from '@zapdesk/testing';

export { MP3, PDF, PNG, storedFile } from '../files/helpers';
export const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2'), ...new Array(32).fill(0)]);

export function mediasForm(files: [Uint8Array, string, string][]) {
  const form = new FormData();
  for (const [bytes, name, type] of files) form.append('medias', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

/** A 30-character block id, as the editor makes them (§9). */
export const nodeId = (tag: string) => tag.padEnd(30, 'x').slice(0, 30);

export const start = { id: '1', type: 'start', position: { x: 250, y: 100 }, data: { label: 'Inicio do fluxo' } };
export const node = (id: string, type: string, data: Record<string, unknown>, x = 520) => ({ id: nodeId(id), type, position: { x, y: 100 }, data });
export const edge = (source: string, target: string, sourceHandle: string | null = 'a') => ({
  id: `reactflow__edge-${source}${sourceHandle ?? ''}-${target}`,
  source: source === '1' ? '1' : nodeId(source),
  target: nodeId(target),
  sourceHandle,
  targetHandle: null,
});

/** start → message → question → menu (two options) → ticket | message, as the browser test draws it. */
export function sampleDrawing(queueId: number) {
  return {
    nodes: [
      start,
      node('hello', 'message', { label: 'Olá! Vamos começar.' }),
      node('ask', 'question', { typebotIntegration: { message: 'Qual é o seu nome?', answerKey: 'nome' } }),
      node('menu', 'menu', { message: '{{nome}}, escolha:', arrayOption: [{ number: 1, value: 'Vendas' }, { number: 2, value: 'Suporte' }] }),
      node('sales', 'ticket', { data: { id: queueId, name: 'Vendas' } }),
      node('bye', 'message', { label: 'Até logo, {{nome}}!' }),
    ],
    connections: [edge('1', 'hello'), edge('hello', 'ask'), edge('ask', 'menu'), edge('menu', 'sales', 'a1'), edge('menu', 'bye', 'a2')],
  };
}

export async function flowWorld() {
  const t = await makeCompany();
  const connection = await makeConnection(t.company.id, { name: 'Comercial' });
  const created = await call('POST', '/flowbuilder', { token: t.user.token, body: { name: 'Boas-vindas' } });
  return { ...t, connection, flowId: created.body.id as number };
}

export const flowRow = async (id: number) => (await db().select().from(flows).where(eq(flows.id, id)))[0];
export const versionsOf = (flowId: number) => db().select().from(flowVersions).where(eq(flowVersions.flowId, flowId)).orderBy(flowVersions.version);
export const phraseRow = async (id: number) => (await db().select().from(flowCampaigns).where(eq(flowCampaigns.id, id)))[0];
