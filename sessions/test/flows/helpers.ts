import { createFlow, createFlowCampaign, saveFlowDrawing, systemCtx } from '@zapdesk/core';
import { asc, db, dueJobs, eq, flowWalks } from '@zapdesk/db';
import { deliver, nextNumber, textFrom, ticketsOf, type Setup } from '../helpers/setup';

export const id30 = (tag: string) => tag.padEnd(30, 'x').slice(0, 30);
export const start = { id: '1', type: 'start', position: { x: 250, y: 100 }, data: { label: 'Inicio do fluxo' } };
export const block = (tag: string, type: string, data: Record<string, unknown>) => ({ id: id30(tag), type, position: { x: 0, y: 0 }, data });
export const link = (from: string, to: string, sourceHandle: string | null = 'a') => ({ source: from === '1' ? '1' : id30(from), target: id30(to), sourceHandle });

type Drawing = { nodes: unknown[]; connections: unknown[] };

/** A flow with the drawing, bound to the setup's connection by the phrase. */
export async function makeFlow(s: Setup, drawing: Drawing, phrase = 'quero o fluxo') {
  const ctx = systemCtx(s.company.id, 'test');
  const flow = await createFlow({ ctx, input: { name: 'Fluxo de teste' } });
  const saved = await saveFlowDrawing({ ctx, input: { idFlow: flow.id, ...(drawing as any) } });
  const campaign = await createFlowCampaign({ ctx, input: { name: 'Campanha', flowId: flow.id, whatsappId: s.conn.id, phrase } });
  return { flowId: flow.id, version: saved.flow.version, campaignId: campaign.id, ctx };
}

/** A contact of the setup's connection: `say` delivers a message and answers the contact's ticket. */
export function contactOf(s: Setup, pushName = 'Maria Silva') {
  const number = nextNumber();
  return {
    number,
    async say(body: string) {
      const r = await deliver(s, textFrom({ number }, body, { pushName }));
      const list = await ticketsOf(s.company.id, number);
      return { result: r, ticket: list[list.length - 1] };
    },
  };
}

export const walksOfContact = (contactId: number) => db().select().from(flowWalks).where(eq(flowWalks.contactId, contactId)).orderBy(asc(flowWalks.id));
export const walkOfTicket = async (ticketId: number) => (await db().select().from(flowWalks).where(eq(flowWalks.ticketId, ticketId)).orderBy(asc(flowWalks.id))).at(-1);
export const jobByKey = async (key: string) => (await db().select().from(dueJobs).where(eq(dueJobs.key, key)))[0];
