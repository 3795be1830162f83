import { and, asc, companies, contacts, db, dialect, eq, flowCampaigns, flows, flowVersions, flowWalks, gte, insertRows, rowById, runPrepared, sql, tickets, updateById, whatsapps, withTransaction, type Db, type FlowDocument } from '@zapdesk/db';
import { flowConditionOperators, menuHandle, type FlowConditionOperator } from '@zapdesk/contracts';
import { schedule, type DueJob, type JobDefinition } from '../../jobs';
import { autoTexts } from '../../lib/auto-texts';
import { busCache } from '../../lib/bus-cache';
import { bus } from '../../lib/bus';
import { mediaKindOf } from '../../lib/media';
import { renderTemplate } from '../../lib/template';
import { safeTimeZone } from '../../lib/time';
import type { ConnectionRow } from '../automation/auto-text';
import type { ContactRow } from '../contacts/internal';
import { insertOutbox, recordOutboundMany, type OutboundItem } from '../messages/record';
import { oweBotTurn } from '../bots/turns';
import { openBlockSecrets } from './secrets';
import { publishTicketChange } from '../tickets/publish';
import type { TicketRow } from '../tickets/serialize';
import { holdsPhrase, normalizePhrase } from './internal';

/**
 * The flow engine (issue 18). A contact who writes an active phrase campaign's phrase on its connection walks
 * the campaign's flow: blocks run one after another, their messages go through the outbox in the caller's
 * transaction, and the walk parks where it must wait (a menu or a question waits for the reply, an interval
 * for a due job). Everything a walk knows lives in its flow_walks row, written in the same transaction as the
 * messages it sends: a process killed mid-way rolls both back, and the next delivery or job run does the step
 * once.
 */

export type WalkRow = typeof flowWalks.$inferSelect;
type Node = { id: string; type: string; data: any };
type Edge = { source: string; target: string; sourceHandle?: string | null };
type Graph = { nodes: Map<string, Node>; out: Map<string, Edge[]>; startId: string | null };

export const FLOW_RESUME_JOB = 'flow.resume';
/** A walk runs at most this many blocks in one go: a loop without a pause ends the walk instead of flooding the contact. */
export const FLOW_MAX_STEPS = 100;
/** Invalid replies to a menu: the menu is sent again until this many, then the walk ends and the ticket waits for people. */
export const FLOW_MENU_MAX_TRIES = 3;
/** Walk stats look back this far (the editor's per-block counts). */
export const FLOW_STATS_DAYS = 7;

// ---------------------------------------------------------------------------------------------------------
// Flow versions are immutable: one parsed graph per version, kept.

const graphs = new Map<number, Graph>();
const GRAPH_CACHE_MAX = 500;

function buildGraph(doc: FlowDocument): Graph {
  const nodes = new Map<string, Node>();
  for (const n of doc.nodes as Node[]) nodes.set(n.id, n);
  const out = new Map<string, Edge[]>();
  for (const e of doc.connections as Edge[]) {
    const list = out.get(e.source) ?? [];
    list.push(e);
    out.set(e.source, list);
  }
  const start = [...nodes.values()].find((n) => n.type === 'start');
  return { nodes, out, startId: start?.id ?? null };
}

/** The version's graph, built from `doc` once and kept (oldest dropped past GRAPH_CACHE_MAX). */
function cachedGraph(flowVersionId: number, doc: FlowDocument): Graph {
  const hit = graphs.get(flowVersionId);
  if (hit) return hit;
  const g = buildGraph(doc);
  if (graphs.size >= GRAPH_CACHE_MAX) graphs.delete(graphs.keys().next().value!);
  graphs.set(flowVersionId, g);
  return g;
}

async function graphOf(d: Db, flowVersionId: number): Promise<Graph | null> {
  const hit = graphs.get(flowVersionId);
  if (hit) return hit;
  const [row] = await d.select({ document: flowVersions.document }).from(flowVersions).where(eq(flowVersions.id, flowVersionId));
  return row ? cachedGraph(flowVersionId, row.document) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Phrase campaigns of a company, cached (every inbound message of a pending ticket asks).

export const FLOW_PHRASES_CHANNEL = 'flows.phrases-changed';
type Trigger = { campaignId: number; flowId: number; whatsappId: number; phrase: string; normalized: string };

const triggers = busCache<number, Trigger[], { companyId: number }>({
  channel: FLOW_PHRASES_CHANNEL,
  ttlMs: 30_000,
  load: async (companyId) => {
    const rows = await db()
      .select({ campaignId: flowCampaigns.id, flowId: flowCampaigns.flowId, whatsappId: flowCampaigns.whatsappId, phrase: flowCampaigns.phrase })
      .from(flowCampaigns)
      .innerJoin(flows, eq(flows.id, flowCampaigns.flowId))
      .where(and(eq(flowCampaigns.companyId, companyId), eq(flowCampaigns.status, true), eq(flows.active, true), sql`${flows.version} > 0`))
      .orderBy(asc(flowCampaigns.id));
    return rows.filter((r): r is typeof r & { whatsappId: number } => r.whatsappId !== null).map((r) => ({ ...r, normalized: normalizePhrase(r.phrase) }));
  },
  drops: (m) => [m.companyId],
  // Read inside every inbound message's transaction, which never writes phrase campaigns or flows (their routes
  // do, in transactions of their own that invalidate): kept, rather than read again for each message.
  storeReadsInTransactions: true,
});

/** A write changed what starts flows in the company (phrase campaigns, a flow's state or drawing). */
export function flowTriggersChanged(companyId: number) {
  triggers.invalidate({ companyId });
  void bus().publish(FLOW_PHRASES_CHANNEL, { companyId });
}

/** The campaign a message starts on a connection: the longest matching phrase (then the oldest campaign). */
export async function matchPhrase(companyId: number, whatsappId: number, text: string): Promise<Trigger | null> {
  if (!text.trim()) return null;
  const list = (await triggers.get(companyId)).filter((t) => t.whatsappId === whatsappId);
  if (!list.length) return null;
  // The message normalised once; each phrase was normalised when the campaigns were loaded.
  const message = normalizePhrase(text);
  let best: Trigger | null = null;
  for (const t of list) if (holdsPhrase(message, t.normalized) && (!best || t.normalized.length > best.normalized.length)) best = t;
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// The walk.

/**
 * What a walk runs with: the whole contact and connection rows, so publishing a message the walk sends reads neither
 * again; `messageId`: the contact message being handled (absent when a due job resumes the walk).
 */
export type WalkScope = { connection: ConnectionRow; contact: ContactRow; timezone: string; now: Date; messageId?: number; /** The contact was inserted by this message: it walks nothing yet. */ newContact?: boolean };

/** Text with the standard variables ({{name}}, {{ms}}, …) and then the walk's answers ({{answerKey}}). */
export function renderFlowText(text: string, scope: WalkScope, ticket: TicketRow, variables: Record<string, string>) {
  const standard = renderTemplate(text, { contactName: scope.contact.name, protocol: ticket.protocol, timezone: safeTimeZone(scope.timezone), now: scope.now });
  return standard.replace(/\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu, (m, key: string) => (Object.hasOwn(variables, key) ? variables[key] : m));
}

export function menuText(node: Node, scope: WalkScope, ticket: TicketRow, variables: Record<string, string>) {
  const options = (node.data.arrayOption as { number: number; value: string }[]).map((o) => autoTexts.menuOption(o.number, o.value)).join('\n');
  const header = renderFlowText(String(node.data.message ?? ''), scope, ticket, variables).trim();
  return header ? `${header}\n\n${options}` : options;
}

/** A condition block over the walk's variables (and `mensagem`/`message`: the last reply). */
export function evaluateCondition(op: FlowConditionOperator, actual: string | undefined, expected: string) {
  const a = (actual ?? '').trim().toLowerCase();
  const e = expected.trim().toLowerCase();
  switch (op) {
    case 'equals':
      return a === e;
    case 'notEquals':
      return a !== e;
    case 'contains':
      return a.includes(e);
    case 'notContains':
      return !a.includes(e);
    case 'startsWith':
      return a.startsWith(e);
    case 'endsWith':
      return a.endsWith(e);
    case 'greaterThan':
      return Number(a.replace(',', '.')) > Number(e.replace(',', '.'));
    case 'lessThan':
      return Number(a.replace(',', '.')) < Number(e.replace(',', '.'));
    case 'exists':
      return actual !== undefined && a !== '';
    case 'notExists':
      return actual === undefined || a === '';
  }
}

/** The menu option a reply picks: its number, or its text (case and accents aside). */
export function pickOption(options: { number: number; value: string }[], reply: string) {
  const text = reply.trim();
  if (/^\d{1,2}$/.test(text)) return options.find((o) => o.number === Number(text)) ?? null;
  const n = normalizePhrase(text);
  return n ? (options.find((o) => normalizePhrase(o.value) === n) ?? null) : null;
}

type Step = { walk: WalkRow; ticket: TicketRow; changed: boolean };

class Walker {
  private steps = 0;
  private patch: Partial<WalkRow> = {};
  /** The messages sent so far: stored together (with their outbox rows) by save(), in the same transaction. */
  private pending: OutboundItem[] = [];
  constructor(
    private tx: Db,
    private g: Graph,
    private scope: WalkScope,
    public walk: WalkRow,
    public ticket: TicketRow,
    private ticketBefore: TicketRow,
  ) {}

  private set(p: Partial<WalkRow>) {
    Object.assign(this.patch, p);
    Object.assign(this.walk, p);
  }

  private visit(nodeId: string) {
    if (!this.walk.visited.includes(nodeId)) this.set({ visited: [...this.walk.visited, nodeId] });
  }

  private async send(body: string, media?: { mediaType: string; mediaUrl: string; mediaName: string }) {
    if (!media && !body.trim()) return;
    this.pending.push({ ticket: this.ticket, message: { body, createdAt: new Date(), ...(media ?? {}) }, known: { contact: this.scope.contact, whatsapp: this.scope.connection } });
  }

  /** Stores the messages sent since the last flush in one batch, and their outbox rows in one insert. */
  private async flush() {
    if (!this.pending.length) return;
    const recorded = await recordOutboundMany(this.tx, this.pending);
    this.pending = [];
    this.ticket = recorded[recorded.length - 1].ticket;
    await insertOutbox(this.tx, recorded.map((r) => r.outboxRow));
  }

  private text(t: string) {
    return renderFlowText(t, this.scope, this.ticket, this.walk.variables);
  }

  private async sendMedia(kind: 'img' | 'audio' | 'video', name: string, record = false) {
    const mediaType = kind === 'img' ? 'image' : kind === 'audio' ? (record ? 'voice' : 'audio') : 'video';
    const actual = mediaKindOf(name);
    await this.send(name.split('/').pop() ?? name, { mediaType: actual === 'document' ? 'document' : mediaType, mediaUrl: name, mediaName: name.split('/').pop() ?? name });
  }

  /** The block an edge out of `node` leads to (the handle's edge when given, else the first edge). */
  private next(nodeId: string, handle?: string): string | null {
    const edges = this.g.out.get(nodeId) ?? [];
    const e = handle === undefined ? edges[0] : (edges.find((x) => x.sourceHandle === handle) ?? null);
    return e && this.g.nodes.has(e.target) ? e.target : null;
  }

  end(reason: string, at?: string) {
    this.set({ status: 'ended', waitKind: null, wakeKey: null, endReason: reason, endedAt: this.scope.now, ...(at ? { nodeId: at } : {}) });
  }

  private async park(kind: 'reply' | 'interval' | 'bot', nodeId: string, extra: Partial<WalkRow> = {}) {
    this.set({ waitKind: kind, nodeId, wakeKey: null, ...extra });
  }

  private async parkInterval(resumeAt: string, seconds: number, contentStep = 0) {
    const key = `walk:${this.walk.id}:${this.scope.now.getTime()}:${resumeAt}:${contentStep}`;
    await this.park('interval', resumeAt, { wakeKey: key, contentStep });
    await schedule({ kind: FLOW_RESUME_JOB, key, runAt: new Date(this.scope.now.getTime() + seconds * 1000), companyId: this.walk.companyId, payload: { walkId: this.walk.id } }, this.tx);
  }

  /**
   * Runs blocks from `nodeId` until the walk must wait or ends. `contentStep` resumes a content block
   * after its pause; an interval resumes *at* the block after the interval.
   */
  async run(nodeId: string | null, contentStep = 0): Promise<void> {
    let at = nodeId;
    let step = contentStep;
    while (at) {
      if (++this.steps > FLOW_MAX_STEPS) return this.end('loop', at);
      const node = this.g.nodes.get(at);
      if (!node) return this.end('missing_block');
      this.visit(node.id);
      this.set({ nodeId: node.id, tries: 0, contentStep: 0 });
      const d = node.data ?? {};
      switch (node.type) {
        case 'start':
          at = this.next(node.id);
          break;
        case 'message':
          await this.send(this.text(String(d.label ?? '')));
          at = this.next(node.id);
          break;
        case 'img':
        case 'video':
          await this.sendMedia(node.type, String(d.url));
          at = this.next(node.id);
          break;
        case 'audio':
          await this.sendMedia('audio', String(d.url), !!d.record);
          at = this.next(node.id);
          break;
        case 'content':
        case 'singleBlock': {
          const items = orderedElements(d);
          for (let i = step; i < items.length; i++) {
            const e = items[i];
            if (e.type === 'message') await this.send(this.text(String(e.value)));
            else if (e.type === 'interval') {
              if (i + 1 < items.length) return this.parkInterval(node.id, Number(e.value), i + 1);
              const after = this.next(node.id);
              if (!after) return this.end('completed', node.id);
              return this.parkInterval(after, Number(e.value));
            } else await this.sendMedia(e.type, String(e.value), !!e.record);
          }
          step = 0;
          at = this.next(node.id);
          break;
        }
        case 'interval': {
          const after = this.next(node.id);
          if (!after) return this.end('completed', node.id);
          return this.parkInterval(after, Number(d.sec));
        }
        case 'randomizer': {
          const a = Math.random() * 100 < Number(d.percent);
          at = this.next(node.id, a ? 'a' : 'b');
          break;
        }
        case 'condition': {
          const key = String(d.key ?? '');
          const actual = key === 'mensagem' || key === 'message' ? this.walk.variables.__message : this.walk.variables[key];
          const op = (flowConditionOperators as readonly string[]).includes(d.condition) ? (d.condition as FlowConditionOperator) : 'equals';
          at = this.next(node.id, evaluateCondition(op, actual, String(d.value ?? '')) ? 'a' : 'b');
          break;
        }
        case 'menu':
          await this.send(menuText(node, this.scope, this.ticket, this.walk.variables));
          return this.park('reply', node.id);
        case 'question':
          await this.send(this.text(String(d.typebotIntegration?.message ?? '')));
          return this.park('reply', node.id);
        case 'ticket': {
          const queueId = Number(d.data?.id);
          [this.ticket] = await this.tx.update(tickets).set({ queueId, chatbot: false, queueOptionId: null, amountUsedBotQueues: 0 }).where(eq(tickets.id, this.ticket.id)).returning();
          return this.end('ticket', node.id);
        }
        case 'typebot':
        case 'openai':
          // The block's bot (bots/engine) holds the ticket and answers from here; the walk waits on it until it hands over.
          [this.ticket] = await this.tx.update(tickets).set({ useIntegration: true, promptId: null, integrationId: null, typebotSessionId: null }).where(eq(tickets.id, this.ticket.id)).returning();
          await this.park('bot', node.id);
          if (this.scope.messageId) await oweBotTurn(this.tx, this.ticket, this.scope.messageId, this.scope.now);
          return;
        default:
          return this.end('unknown_block', node.id);
      }
    }
    // No edge out of the last block: the walk is done.
    this.end('completed');
  }

  /** A reply reached the block the walk is parked on. */
  async reply(text: string) {
    const node = this.g.nodes.get(this.walk.nodeId);
    if (!node) return this.end('missing_block');
    this.set({ variables: { ...this.walk.variables, __message: text } });
    if (node.type === 'question') {
      const key = String(node.data?.typebotIntegration?.answerKey ?? '');
      if (key) this.set({ variables: { ...this.walk.variables, [key]: text.trim() } });
      const after = this.next(node.id);
      this.set({ waitKind: null });
      return after ? this.run(after) : this.end('completed', node.id);
    }
    if (node.type === 'menu') {
      const picked = pickOption(node.data.arrayOption ?? [], text);
      if (!picked) {
        if (this.walk.tries + 1 >= FLOW_MENU_MAX_TRIES) return this.end('invalid_replies', node.id);
        this.set({ tries: this.walk.tries + 1 });
        return this.send(menuText(node, this.scope, this.ticket, this.walk.variables));
      }
      this.set({ waitKind: null });
      const after = this.next(node.id, menuHandle(picked.number));
      return after ? this.run(after) : this.end('completed', node.id);
    }
    return this.end('unknown_block', node.id);
  }

  async save(): Promise<Step> {
    await this.flush();
    const changed = Object.keys(this.patch).length > 0;
    if (changed) this.walk = (await updateById(flowWalks, this.walk.id, { ...this.patch, updatedAt: this.scope.now }))!;
    if (this.ticket.queueId !== this.ticketBefore.queueId) await publishTicketChange(this.ticketBefore, this.ticket);
    return { walk: this.walk, ticket: this.ticket, changed };
  }
}

/** A content block's items in the order of its `seq` (items not named there keep their own order, after). */
function orderedElements(d: any): { type: 'message' | 'interval' | 'img' | 'audio' | 'video'; value: string; record?: boolean }[] {
  const elements: any[] = Array.isArray(d.elements) ? d.elements : [];
  const seq: string[] = Array.isArray(d.seq) ? d.seq.map(String) : [];
  if (!seq.length) return elements;
  const pos = (e: any) => {
    const i = seq.indexOf(String(e.number ?? ''));
    return i < 0 ? seq.length : i;
  };
  return [...elements].map((e, i) => ({ e, i })).sort((x, y) => pos(x.e) - pos(y.e) || x.i - y.i).map((x) => x.e);
}

/** The company's active walk of a contact, locked for this transaction on PostgreSQL. */
async function activeWalk(tx: Db, contactId: number): Promise<WalkRow | undefined> {
  // Every inbound message of a pending ticket asks: prepared once (the transaction is the caller's, see runPrepared).
  const [row] = await runPrepared(
    'flow-walk-active',
    (d) => {
      const q = d.select().from(flowWalks).where(and(eq(flowWalks.contactId, sql.placeholder('contactId')), eq(flowWalks.status, 'active')));
      return dialect === 'pg' ? q.for('update') : q;
    },
    { contactId },
  );
  return row;
}

/** Attended or resolved: the walk has no business on the ticket any more. */
const ticketLeftTheBot = (t: TicketRow) => t.status !== 'pending' || t.userId !== null;

export type FlowOutcome = { handled: boolean; ticket: TicketRow };

/**
 * The flows' turn on an inbound message of a pending ticket nobody took (the inbound pipeline calls it before
 * the queue menu): a walk of the contact takes the reply, or the message's phrase starts a walk. `handled`
 * means the other automation waits.
 */
export async function runFlowsOnMessage(tx: Db, scope: WalkScope, ticket: TicketRow, text: string): Promise<FlowOutcome> {
  let walk = scope.newContact ? undefined : await activeWalk(tx, scope.contact.id);
  if (walk && walk.ticketId !== ticket.id) {
    // The contact's walk is on another ticket: it goes on there unless that ticket left the bot meanwhile.
    const other = await rowById(tickets, walk.ticketId);
    if (other && !ticketLeftTheBot(other)) return { handled: false, ticket };
    await endWalksOfTicket(tx, walk.ticketId, other?.status === 'closed' ? 'resolved' : 'attended', scope.now);
    walk = undefined;
  }
  if (walk) {
    const g = await graphOf(tx, walk.flowVersionId);
    const w = new Walker(tx, g ?? buildGraph({ nodes: [], connections: [] }), scope, walk, ticket, ticket);
    if (!g) w.end('missing_version');
    else if (walk.waitKind === 'reply') await w.reply(text);
    else if (walk.waitKind === 'bot' && scope.messageId) await oweBotTurn(tx, ticket, scope.messageId, scope.now);
    // An interval is running: the message waits with the walk (the other automation too).
    const done = await w.save();
    return { handled: true, ticket: done.ticket };
  }
  const trigger = await matchPhrase(ticket.companyId, scope.connection.id, text);
  if (!trigger) return { handled: false, ticket };
  return startWalk(tx, scope, ticket, { flowId: trigger.flowId, flowCampaignId: trigger.campaignId, message: text });
}

/**
 * Starts the flow's current version on the ticket (a phrase campaign, or a queue integration of type
 * flowbuilder). A flow without a drawing, or a contact already walking, starts nothing.
 */
export async function startWalk(tx: Db, scope: WalkScope, ticket: TicketRow, o: { flowId: number; flowCampaignId?: number | null; message?: string }): Promise<FlowOutcome> {
  const [version] = await runPrepared(
    'flow-current-version',
    (d) =>
      d
        .select({ id: flowVersions.id, document: flowVersions.document })
        .from(flows)
        .innerJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
        .where(and(eq(flows.id, sql.placeholder('flowId')), eq(flows.companyId, sql.placeholder('companyId')), eq(flows.active, true))),
    { flowId: o.flowId, companyId: ticket.companyId },
  );
  if (!version) return { handled: false, ticket };
  const g = cachedGraph(version.id, version.document);
  if (!g.startId) return { handled: false, ticket };
  const [walk] = await insertRows(flowWalks, [
    {
      companyId: ticket.companyId,
      flowId: o.flowId,
      flowVersionId: version.id,
      flowCampaignId: o.flowCampaignId ?? null,
      ticketId: ticket.id,
      contactId: ticket.contactId,
      whatsappId: scope.connection.id,
      nodeId: g.startId,
      variables: o.message ? { __message: o.message } : {},
      startedAt: scope.now,
    },
  ]);
  const w = new Walker(tx, g, scope, walk, ticket, ticket);
  await w.run(g.startId);
  const done = await w.save();
  return { handled: true, ticket: done.ticket };
}

/** Ends the ticket's active walk (an attendant accepted the ticket, or it was resolved). */
/** Ends the active walk of a ticket, or of a contact (the editor's Try starting afresh). */
export async function endActiveWalks(tx: Db, of: { ticketId: number } | { contactId: number }, reason: string, now = new Date()) {
  const whose = 'ticketId' in of ? eq(flowWalks.ticketId, of.ticketId) : eq(flowWalks.contactId, of.contactId);
  await tx
    .update(flowWalks)
    .set({ status: 'ended', waitKind: null, wakeKey: null, endReason: reason, endedAt: now, updatedAt: now })
    .where(and(whose, eq(flowWalks.status, 'active')));
}

export const endWalksOfTicket = (tx: Db, ticketId: number, reason: string, now = new Date()) => endActiveWalks(tx, { ticketId }, reason, now);

/**
 * The due job of an interval: continues the walk where it paused, once. The walk row is read under lock and
 * the job's key must still be the walk's wake key: a job run again after a crash, or one the walk no longer
 * waits on, does nothing.
 */
export async function resumeWalk(job: DueJob) {
  const walkId = Number((job.payload as { walkId?: unknown }).walkId);
  if (!Number.isInteger(walkId)) return;
  await withTransaction(async (tx) => {
    const walk = await rowById(flowWalks, walkId, { forUpdate: true });
    if (!walk || walk.status !== 'active' || walk.waitKind !== 'interval' || walk.wakeKey !== job.key) return;
    const now = new Date();
    const ticket = await rowById(tickets, walk.ticketId);
    const conn = walk.whatsappId ? await rowById(whatsapps, walk.whatsappId) : undefined;
    const contact = await rowById(contacts, walk.contactId);
    const company = await rowById(companies, walk.companyId);
    const g = await graphOf(tx, walk.flowVersionId);
    if (!ticket || !conn || !contact || !g) {
      await endWalksOfTicket(tx, walk.ticketId, 'gone', now);
      return;
    }
    if (ticketLeftTheBot(ticket)) {
      await endWalksOfTicket(tx, ticket.id, ticket.status === 'closed' ? 'resolved' : 'attended', now);
      return;
    }
    const scope: WalkScope = { connection: conn, contact, timezone: company?.timezone ?? '', now };
    const w = new Walker(tx, g, scope, walk, ticket, ticket);
    await w.run(walk.nodeId, walk.contentStep);
    await w.save();
  });
}

/** The OpenAI or Typebot block the ticket's walk waits on (its keys in clear), or null. */
export async function walkBotBlock(d: Db, ticketId: number): Promise<{ walkId: number; nodeId: string; type: 'openai' | 'typebot'; integration: Record<string, unknown> } | null> {
  const [walk] = await runPrepared('flow-walk-bot', (q) => q.select().from(flowWalks).where(and(eq(flowWalks.ticketId, sql.placeholder('ticketId')), eq(flowWalks.status, 'active'), eq(flowWalks.waitKind, 'bot'))).limit(1), { ticketId });
  if (!walk) return null;
  const node = (await graphOf(d, walk.flowVersionId))?.nodes.get(walk.nodeId);
  if (!node || (node.type !== 'openai' && node.type !== 'typebot')) return null;
  return { walkId: walk.id, nodeId: node.id, type: node.type, integration: openBlockSecrets((node.data?.typebotIntegration ?? {}) as Record<string, unknown>) };
}

export const flowJobs: JobDefinition[] = [{ kind: FLOW_RESUME_JOB, run: resumeWalk }];

/** Per block of a flow, over the last 7 days: walks that reached it, and walks that stopped there (parked or ended). */
export async function walkStats(companyId: number, flowId: number, now = new Date()) {
  const since = new Date(now.getTime() - FLOW_STATS_DAYS * 86400_000);
  const rows = await db()
    .select({ nodeId: flowWalks.nodeId, visited: flowWalks.visited, status: flowWalks.status, endReason: flowWalks.endReason })
    .from(flowWalks)
    .where(and(eq(flowWalks.companyId, companyId), eq(flowWalks.flowId, flowId), gte(flowWalks.startedAt, since)));
  const stats: Record<string, { reached: number; stopped: number }> = {};
  const at = (id: string) => (stats[id] ??= { reached: 0, stopped: 0 });
  for (const r of rows) {
    for (const id of r.visited) at(id).reached++;
    if (r.endReason !== 'completed') at(r.nodeId).stopped++;
  }
  return { since: since.toISOString(), walks: rows.length, nodes: stats };
}

