import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IntegrationType, TicketTag } from '@zapdesk/contracts';
import { and, asc, botTurns, byIds as byIdsOf, contacts, db, desc, dialect, eq, inArray, lte, messages, placeholder, type prompts, type queueIntegrations, queues, runPrepared, sql, tickets, updateById, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import { jobErrorText, schedule, type DueJob, type JobDefinition, type JobResult } from '../../jobs';
import { planAllows } from '../../lib/guards';
import { log } from '../../lib/logger';
import { deleteMedia, mediaRoot, publicMediaUrl, storeMedia, type StoredMedia } from '../../lib/media';
import { decryptSecret } from '../../lib/secrets';
import { detectIntent } from '../../integrations/dialogflow';
import { outboundFetch } from '../../integrations/outbound';
import { openAiChat, openAiTranscribe, splitHandover, type ChatTurn } from '../../integrations/openai';
import { synthesizeSpeech } from '../../integrations/speech';
import { answerToChoices, continueTypebotChat, numberedChoices, startTypebotChat, TypebotError, type TypebotTurn } from '../../integrations/typebot';
import { callWebhook } from '../../integrations/webhook';
import type { ConnectionRow } from '../automation/auto-text';
import type { ContactRow } from '../contacts/internal';
import { endWalksOfTicket, startWalk, walkBotBlock } from '../flows/engine';
import { botRows } from './rows';
import { BOT_TURN_JOB, oweBotTurn } from './turns';
import { insertOutbox, recordOutboundMany } from '../messages/record';
import { publishTicketChange } from '../tickets/publish';
import type { TicketRow } from '../tickets/serialize';

/**
 * Bots on inbound messages (issue 19): a prompt (OpenAI) or a queue integration (Typebot, n8n, webhook,
 * Dialogflow, flowbuilder) of the ticket's queue, else of its connection, holds a pending ticket nobody took
 * (`useIntegration`, with `promptId` or `integrationId`). Each contact message the bot owes an answer is a
 * bot_turns row written with the message; a per-ticket due job answers the turns in order: it calls the
 * provider outside any transaction, then in one transaction marks the turn done (only if still pending) and
 * queues the replies; the runner hands several tickets' jobs over together (runBotTurnsBatch: one read of their turns,
 * their providers called at once, one transaction closing them). A process killed mid-turn leaves the turn pending (answered once by the next run); a
 * run after the commit finds it done. Accepting, transferring to a user, resolving, a hand-over marker, a
 * provider error or timeout end the bot's hold: the ticket waits in its queue for people.
 */

export { BOT_TURN_JOB };
/** Turns answered in one run of a ticket's job before it yields to other work (it re-arms for the rest). */
const TURNS_PER_RUN = 20;
const MEDIA_MAX = 16 << 20;

type MessageRow = typeof messages.$inferSelect;
type PromptRow = typeof prompts.$inferSelect;
type IntegrationRow = typeof queueIntegrations.$inferSelect;
/** A bot and what names it on the ticket (`key`): a prompt, an integration, or a flow's OpenAI or Typebot block. */
export type Bot = ({ kind: 'prompt'; row: PromptRow } | { kind: 'integration'; row: IntegrationRow }) & { key: string; walkId?: number };

/** What a ticket loses when the bot's hold ends (a person took it, or its bot is gone). */
export const botReleasedPatch = { useIntegration: false, integrationId: null, promptId: null, typebotSessionId: null } as const;

/** Whether the bot still holds the ticket: pending, nobody took it, the hold on. */
const heldByBot = (t: TicketRow) => t.status === 'pending' && t.userId === null && t.useIntegration;

async function promptOf(d: Db, companyId: number, id: number | null) {
  if (!id || !(await planAllows(companyId, 'useOpenAi'))) return null;
  return (await botRows.get(`${companyId}:prompt:${id}`)) as PromptRow | null;
}
async function integrationOf(d: Db, companyId: number, id: number | null) {
  if (!id || !(await planAllows(companyId, 'useIntegrations'))) return null;
  return (await botRows.get(`${companyId}:integration:${id}`)) as IntegrationRow | null;
}

/** The bot for a ticket: its queue's integration or prompt, else its connection's (a plan without the feature has none). */
export async function botFor(d: Db, ticket: TicketRow, connection: ConnectionRow): Promise<Bot | null> {
  const candidates: { integrationId: number | null; promptId: number | null }[] = [];
  if (ticket.queueId) {
    const [q] = await d.select({ integrationId: queues.integrationId, promptId: queues.promptId }).from(queues).where(eq(queues.id, ticket.queueId));
    if (q) candidates.push(q);
  }
  candidates.push({ integrationId: connection.integrationId, promptId: connection.promptId });
  for (const c of candidates) {
    const integration = await integrationOf(d, ticket.companyId, c.integrationId);
    if (integration) return { kind: 'integration', row: integration, key: `integration:${integration.id}` };
    const prompt = await promptOf(d, ticket.companyId, c.promptId);
    if (prompt) return { kind: 'prompt', row: prompt, key: `prompt:${prompt.id}` };
  }
  return null;
}

const num = (v: unknown, d: number) => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? d : Number(v));
const str = (v: unknown, d = '') => (typeof v === 'string' ? v : d);

/** The bot of a flow block the ticket's walk is parked on: the OpenAI block as a prompt, the Typebot block as an integration. */
async function blockBot(d: Db, t: TicketRow): Promise<Bot | null> {
  const block = await walkBotBlock(d, t.id);
  if (!block) return null;
  const key = `walk:${block.walkId}:${block.nodeId}`;
  const c = block.integration;
  const stamp = { createdAt: new Date(0), updatedAt: new Date(0) };
  if (block.type === 'openai') {
    if (!(await planAllows(t.companyId, 'useOpenAi'))) return null;
    const row: PromptRow = { id: 0, companyId: t.companyId, name: str(c.name), prompt: str(c.prompt), model: str(c.model, 'gpt-3.5-turbo-1106'), maxTokens: num(c.maxTokens, 100), temperature: num(c.temperature, 1), apiKey: str(c.apiKey), queueId: null, maxMessages: num(c.maxMessages, 10), voice: str(c.voice, 'texto') || 'texto', voiceKey: str(c.voiceKey), voiceRegion: str(c.voiceRegion), ...stamp };
    return { kind: 'prompt', row, key, walkId: block.walkId };
  }
  const linked = await integrationOf(d, t.companyId, num(c.integrationId ?? c.id, 0) || null);
  if (linked) return { kind: 'integration', row: linked, key, walkId: block.walkId };
  if (!(await planAllows(t.companyId, 'useIntegrations'))) return null;
  const url = str(c.urlN8N) || str(c.url) || str(c.typebotUrl);
  const slug = str(c.typebotSlug) || str(c.slug);
  if (!url || !slug) return null;
  const row: IntegrationRow = {
    id: 0, companyId: t.companyId, type: 'typebot', name: str(c.name), projectName: str(c.name), jsonContent: '', language: 'pt-BR', urlN8N: url, typebotSlug: slug,
    typebotExpires: num(c.typebotExpires, 1), typebotKeywordFinish: str(c.typebotKeywordFinish), typebotKeywordRestart: str(c.typebotKeywordRestart), typebotUnknownMessage: str(c.typebotUnknownMessage),
    typebotDelayMessage: num(c.typebotDelayMessage, 1000), typebotRestartMessage: str(c.typebotRestartMessage), flowId: null, secret: '', ...stamp,
  };
  return { kind: 'integration', row, key, walkId: block.walkId };
}

/**
 * The bot a held ticket names: a flow block its walk waits on, else its integration, else its prompt. A walk that
 * parks on a bot block clears the ticket's promptId and integrationId (and nothing sets them while it is parked
 * there), so a ticket that names one has no such walk to look for.
 */
async function heldBot(d: Db, t: TicketRow): Promise<Bot | null> {
  const block = t.promptId || t.integrationId ? null : await blockBot(d, t);
  if (block) return block;
  const integration = await integrationOf(d, t.companyId, t.integrationId);
  if (integration) return { kind: 'integration', row: integration, key: `integration:${integration.id}` };
  const prompt = await promptOf(d, t.companyId, t.promptId);
  return prompt ? { kind: 'prompt', row: prompt, key: `prompt:${prompt.id}` } : null;
}

const owe = (tx: Db, ticket: TicketRow, message: MessageRow, now: Date) => oweBotTurn(tx, ticket, message.id, now);

export type BotScope = { connection: ConnectionRow; contact: ContactRow; timezone: string; now: Date; /** The ticket was created by this message (no bot had it); its tags as the message's write answered them. */ createdTicket?: boolean; tags?: TicketTag[] };

/**
 * The bots' turn on a contact's message of a pending ticket nobody took (the inbound pipeline calls it after
 * the flows and before the queue menu): a bot holding the ticket owes this message an answer, or the queue's
 * or connection's bot takes the ticket (a flowbuilder integration starts its flow instead). `handled`
 * means the queue menu waits.
 */
export async function runBotsOnMessage(tx: Db, scope: BotScope, ticket: TicketRow, message: MessageRow): Promise<{ handled: boolean; ticket: TicketRow }> {
  if (ticket.useIntegration) {
    if (await heldBot(tx, ticket)) {
      await owe(tx, ticket, message, scope.now);
      return { handled: true, ticket };
    }
    // Its bot is gone (deleted, or the plan lost the feature): the hold ends and the ticket is treated afresh.
    ticket = (await updateById(tickets, ticket.id, { ...botReleasedPatch, updatedAt: scope.now }))!;
  }
  const bot = await botFor(tx, ticket, scope.connection);
  if (!bot) return { handled: false, ticket };
  // A bot had this ticket and let go of it (hand-over, a person took it): it stays with people.
  const [had] = scope.createdTicket ? [] : await runPrepared('bot-had-turn', (q) => q.select({ id: botTurns.id }).from(botTurns).where(eq(botTurns.ticketId, sql.placeholder('ticketId'))).limit(1), { ticketId: ticket.id });
  if (had) return { handled: false, ticket };
  if (bot.kind === 'integration' && (bot.row.type as IntegrationType) === 'flowbuilder') {
    if (!bot.row.flowId) return { handled: false, ticket };
    return startWalk(tx, scope, ticket, { flowId: bot.row.flowId, message: message.body });
  }
  const held = (await updateById(tickets, ticket.id, { useIntegration: true, integrationId: bot.kind === 'integration' ? bot.row.id : null, promptId: bot.kind === 'prompt' ? bot.row.id : null, typebotSessionId: null, updatedAt: scope.now }))!;
  await owe(tx, held, message, scope.now);
  await publishTicketChange(ticket, held, { contacts: [scope.contact], whatsapps: [{ id: scope.connection.id, name: scope.connection.name, status: scope.connection.status }], ...(scope.tags ? { tags: new Map([[held.id, scope.tags]]) } : {}) });
  return { handled: true, ticket: held };
}

// ---------------------------------------------------------------------------------------------------------
// Answering a turn.

type Reply = { text: string } | { media: StoredMedia; caption?: string };
type Outcome = { replies: Reply[]; handover: boolean; delayMs?: number; session?: string | null; reason?: string };

const mediaBytes = async (m: MessageRow) => (m.mediaUrl ? new Uint8Array(await readFile(join(mediaRoot(), m.mediaUrl))) : null);
const isAudio = (m: MessageRow) => m.mediaType === 'audio' || m.mediaType === 'voice' || m.mediaType === 'ptt';

type HistoryRow = { id: number; body: string; fromMe: boolean };

/**
 * The last messages (newest first) up to each asked message of its ticket, `limit` of them: one statement for a
 * round of tickets (a union of one ordered, limited read per ticket along messages' (ticketId, id) index).
 */
async function historiesOf(asks: { ticketId: number; messageId: number; limit: number }[]): Promise<Map<number, HistoryRow[]>> {
  const out = new Map<number, HistoryRow[]>();
  for (let i = 0; i < asks.length; i += PREPARED_IDS_MAX) {
    const part = asks.slice(i, i + PREPARED_IDS_MAX);
    const values = Object.fromEntries(part.flatMap((a, j) => [[`t${j}`, a.ticketId], [`m${j}`, a.messageId], [`l${j}`, a.limit]]));
    const rows = (await runPrepared(`bot-histories\u0000${part.length}`, (d) => {
      const one = (j: number) => {
        const recent = d
          .select({ ticketId: messages.ticketId, id: messages.id, body: messages.body, fromMe: messages.fromMe })
          .from(messages)
          .where(and(eq(messages.ticketId, sql.placeholder(`t${j}`)), lte(messages.id, sql.placeholder(`m${j}`))))
          .orderBy(desc(messages.id))
          .limit(placeholder<number>(`l${j}`))
          .as(`h${j}`);
        return d.select().from(recent);
      };
      let q = one(0) as unknown as { unionAll(o: unknown): unknown };
      for (let j = 1; j < part.length; j++) q = q.unionAll(one(j)) as typeof q;
      return q as unknown as { prepare(name: string): { execute(v?: Record<string, unknown>): Promise<(HistoryRow & { ticketId: number })[]> } };
    }, values)) as (HistoryRow & { ticketId: number })[];
    for (const { ticketId, ...m } of rows) out.set(ticketId, [...(out.get(ticketId) ?? []), m]);
  }
  for (const list of out.values()) list.sort((a, b) => b.id - a.id);
  return out;
}

async function openAiTurn(p: PromptRow, ticket: TicketRow, message: MessageRow, known?: HistoryRow[]): Promise<Outcome> {
  const apiKey = decryptSecret(p.apiKey);
  let said = message.body;
  if (isAudio(message)) {
    const audio = await mediaBytes(message);
    if (audio) said = await openAiTranscribe({ apiKey, audio, fileName: message.mediaName || 'audio.ogg', mimeType: 'audio/ogg' });
  }
  const recent = known ?? await runPrepared(
    'bot-history',
    (q) =>
      q
        .select({ id: messages.id, body: messages.body, fromMe: messages.fromMe })
        .from(messages)
        .where(and(eq(messages.ticketId, sql.placeholder('ticketId')), lte(messages.id, sql.placeholder('messageId'))))
        .orderBy(desc(messages.id))
        .limit(placeholder<number>('limit')),
    { ticketId: ticket.id, messageId: message.id, limit: Math.max(1, p.maxMessages) },
  );
  const history: ChatTurn[] = [...recent]
    .reverse()
    .map((m) => ({ role: m.fromMe ? ('assistant' as const) : ('user' as const), content: m.id === message.id ? said : m.body }))
    .filter((m) => m.content.trim());
  const answer = splitHandover(await openAiChat({ apiKey, model: p.model, prompt: p.prompt, history, maxTokens: p.maxTokens, temperature: p.temperature }));
  const replies: Reply[] = answer.text ? [{ text: answer.text }] : [];
  if (answer.text && p.voice !== 'texto' && p.voiceKey && p.voiceRegion) {
    const audio = await synthesizeSpeech({ voice: p.voice, key: decryptSecret(p.voiceKey), region: p.voiceRegion, text: answer.text });
    replies.push({ media: await storeMedia(ticket.companyId, new Blob([audio as Uint8Array<ArrayBuffer>], { type: 'audio/ogg' }), 'resposta.ogg', { maxBytes: MEDIA_MAX }) });
  }
  return { replies, handover: answer.handover, reason: answer.handover ? 'marker' : undefined };
}

type TypebotState = { id: string; choices: string[] };
const readTypebotState = (s: string | null): TypebotState | null => {
  if (!s) return null;
  try {
    const v = JSON.parse(s);
    return typeof v?.id === 'string' ? { id: v.id, choices: Array.isArray(v.choices) ? v.choices.map(String) : [] } : null;
  } catch {
    return { id: s, choices: [] };
  }
};

async function typebotTurn(i: IntegrationRow, ticket: TicketRow, message: MessageRow, contact: { name: string; number: string }): Promise<Outcome> {
  const text = message.body.trim();
  const same = (a: string, b: string) => !!b.trim() && a.toLowerCase() === b.trim().toLowerCase();
  if (same(text, i.typebotKeywordFinish)) return { replies: [], handover: true, session: null, reason: 'finish keyword' };
  let state = readTypebotState(ticket.typebotSessionId);
  const restarting = same(text, i.typebotKeywordRestart);
  const replies: Reply[] = [];
  if (restarting) {
    state = null;
    if (i.typebotRestartMessage.trim()) replies.push({ text: i.typebotRestartMessage });
  }
  if (state && i.typebotExpires > 0) {
    const [last] = await db().select({ at: botTurns.updatedAt }).from(botTurns).where(and(eq(botTurns.ticketId, ticket.id), eq(botTurns.status, 'done'))).orderBy(desc(botTurns.updatedAt)).limit(1);
    if (!last || Date.now() - last.at.getTime() > i.typebotExpires * 60_000) state = null;
  }
  const opts = {};
  const start = () => startTypebotChat(i.urlN8N, i.typebotSlug, { message: restarting ? undefined : text || undefined, variables: { remoteJid: contact.number, pushName: contact.name, ticketId: String(ticket.id) } }, opts);
  let turn: TypebotTurn;
  if (!state) turn = await start();
  else {
    try {
      turn = await continueTypebotChat(i.urlN8N, state.id, answerToChoices(text, state.choices), opts);
    } catch (e) {
      if (!(e instanceof TypebotError && e.sessionGone)) throw e;
      turn = await start();
    }
  }
  for (const b of turn.bubbles) {
    if (b.type === 'text') replies.push({ text: b.text });
    else {
      const res = await outboundFetch(b.url, {}, { maxBytes: MEDIA_MAX });
      if (res.status >= 200 && res.status < 300) replies.push({ media: await storeMedia(ticket.companyId, new Blob([res.bytes as Uint8Array<ArrayBuffer>]), b.url.split('/').pop()?.split('?')[0] || b.type, { maxBytes: MEDIA_MAX }) });
    }
  }
  if (turn.choices.length) replies.push({ text: numberedChoices(turn.choices) });
  if (state && !turn.bubbles.length && i.typebotUnknownMessage.trim()) replies.unshift({ text: i.typebotUnknownMessage });
  return { replies, handover: false, delayMs: i.typebotDelayMessage, session: JSON.stringify({ id: turn.sessionId, choices: turn.choices }) };
}

async function integrationTurn(i: IntegrationRow, ticket: TicketRow, message: MessageRow, turnId: number): Promise<Outcome> {
  const [contact] = await db().select({ id: contacts.id, name: contacts.name, number: contacts.number }).from(contacts).where(eq(contacts.id, ticket.contactId));
  switch (i.type as IntegrationType) {
    case 'typebot':
      return typebotTurn(i, ticket, message, contact ?? { name: '', number: '' });
    case 'n8n':
    case 'webhook': {
      const answer = await callWebhook(
        i.urlN8N,
        decryptSecret(i.secret),
        {
          event: 'message',
          message: { id: message.id, body: message.body, mediaType: message.mediaType, mediaUrl: message.mediaUrl ? publicMediaUrl(message.mediaUrl) : null, createdAt: message.createdAt.toISOString() },
          ticket: { id: ticket.id, status: ticket.status, queueId: ticket.queueId, whatsappId: ticket.whatsappId },
          contact: contact ?? null,
        },
        { eventId: `turn-${turnId}` },
      );
      return { replies: answer.replies.map((text) => ({ text })), handover: answer.handover, reason: answer.handover ? 'handover' : undefined };
    }
    case 'dialogflow': {
      const turn = await detectIntent({ projectName: i.projectName, jsonContent: decryptSecret(i.jsonContent), language: i.language, sessionId: `ticket-${ticket.id}`, text: message.body || ' ' });
      return { replies: turn.replies.map((text) => ({ text })), handover: turn.endConversation, reason: turn.endConversation ? 'end of conversation' : undefined };
    }
    case 'flowbuilder':
      return { replies: [], handover: true, reason: 'flowbuilder holds no ticket' };
  }
}

/** A pending turn: the contact message it answers. */
type TurnRow = { id: number; ticketId: number; messageId: number };
/** A turn with what answering it read, the bot that answered and what the provider said. */
type Answered = { turn: TurnRow; bot: Bot | null; outcome: Outcome; stored: string[] };

/** Statements of a batch prepared once per count of ids; a bigger batch (a backlog's turns) is built each time. */
const PREPARED_IDS_MAX = 32;
const byIds = <R>(shape: string, ids: number[], build: Parameters<typeof byIdsOf<R>>[2], values: Record<string, unknown> = {}) => byIdsOf<R>(shape, ids, build, values, PREPARED_IDS_MAX);

/** Each ticket's oldest pending turns (TURNS_PER_RUN at most), oldest first: one read for a batch of tickets. */
function pendingTurns(ticketIds: number[]): Promise<TurnRow[]> {
  return byIds('bot-pending-turns', ticketIds, (d, ids) => {
    const ranked = d
      .select({ id: botTurns.id, ticketId: botTurns.ticketId, messageId: botTurns.messageId, rank: sql<number>`row_number() over (partition by ${botTurns.ticketId} order by ${botTurns.id})`.as('rank') })
      .from(botTurns)
      .where(and(inArray(botTurns.ticketId, ids), eq(botTurns.status, 'pending')))
      .as('ranked');
    return d.select({ id: ranked.id, ticketId: ranked.ticketId, messageId: ranked.messageId }).from(ranked).where(lte(ranked.rank, TURNS_PER_RUN)).orderBy(asc(ranked.id));
  });
}

const rowsOf = async <T extends { id: number }>(rows: Promise<T[]>) => new Map((await rows).map((r) => [r.id, r]));
const ticketsByIds = (ids: number[], lock = false) =>
  rowsOf(byIds(`bot-tickets\u0000${lock && dialect === 'pg'}`, ids, (d, p) => {
    const q = d.select().from(tickets).where(inArray(tickets.id, p)).orderBy(asc(tickets.id));
    return lock && dialect === 'pg' ? (q.for('update') as typeof q) : q;
  }) as Promise<TicketRow[]>);
const messagesByIds = (ids: number[]) => rowsOf(byIds('bot-messages', ids, (d, p) => d.select().from(messages).where(inArray(messages.id, p))) as Promise<MessageRow[]>);
const contactsByIds = (ids: number[]) => rowsOf(byIds('bot-contacts', ids, (d, p) => d.select().from(contacts).where(inArray(contacts.id, p))) as Promise<(typeof contacts.$inferSelect)[]>);
const connectionsByIds = (ids: number[]) => rowsOf(byIds('bot-connections', ids, (d, p) => d.select({ id: whatsapps.id, name: whatsapps.name, status: whatsapps.status }).from(whatsapps).where(inArray(whatsapps.id, p))));

/** What the ticket's bot answers to one turn: the provider is called outside any transaction. */
async function answerTurn(turn: TurnRow, ticket: TicketRow | undefined, message: MessageRow | undefined, bot: Bot | null, history?: HistoryRow[]): Promise<Answered> {
  let outcome: Outcome;
  if (!ticket || !message || !bot) outcome = { replies: [], handover: false, reason: 'dropped' };
  else {
    try {
      outcome = bot.kind === 'prompt' ? await openAiTurn(bot.row, ticket, message, history) : await integrationTurn(bot.row, ticket, message, turn.id);
    } catch (e) {
      // Never silence: a provider that fails or times out hands the conversation to people.
      log.warn('bot failed; the ticket goes to people', { ticketId: turn.ticketId, bot: bot.kind === 'prompt' ? `prompt:${bot.row.id}` : `${bot.row.type}:${bot.row.id}`, error: e instanceof Error ? e.message : String(e) });
      outcome = { replies: [], handover: true, reason: 'error' };
    }
  }
  return { turn, bot, outcome, stored: outcome.replies.flatMap((r) => ('media' in r ? [r.media.mediaPath] : [])) };
}

/**
 * Closes answered turns of distinct tickets in one transaction: each ticket locked and checked to be held still by
 * the bot that answered, its turn marked done (only if still pending; else dropped), its replies queued (all the
 * batch's in one insert of messages and one of outbox rows) and the hand-overs and Typebot sessions written.
 * Answers the turns whose replies were committed. `read`: the tickets as the round read them (before the answers).
 */
async function closeTurns(items: Answered[], read: Map<number, TicketRow>): Promise<Set<Answered>> {
  const committed = new Set<Answered>();
  const ticketIds = items.map((a) => a.turn.ticketId);
  // What the replies' events carry, read before the write transaction.
  const talking = items.flatMap((a) => (a.outcome.replies.length && read.has(a.turn.ticketId) ? [read.get(a.turn.ticketId)!] : []));
  const [people, connections] = talking.length
    ? await Promise.all([contactsByIds([...new Set(talking.map((t) => t.contactId))]), connectionsByIds([...new Set(talking.flatMap((t) => (t.whatsappId ? [t.whatsappId] : [])))])])
    : [new Map(), new Map()];
  await withTransaction(async (tx) => {
    committed.clear();
    const locked = await ticketsByIds(ticketIds, true);
    const held: Answered[] = [];
    for (const a of items) {
      const current = locked.get(a.turn.ticketId);
      if (current && heldByBot(current) && a.bot && (await heldBot(tx, current))?.key === a.bot.key) held.push(a);
    }
    const mark = (status: 'done' | 'dropped', list: Answered[]) =>
      list.length
        ? byIds(`bot-close-turns\u0000${status}`, list.map((a) => a.turn.id), (d, p) => d.update(botTurns).set({ status, updatedAt: placeholder<Date>('now') }).where(and(inArray(botTurns.id, p), eq(botTurns.status, 'pending'))).returning({ id: botTurns.id }), { now: new Date() })
        : Promise.resolve([]);
    const done = new Set((await mark('done', held)).map((r) => r.id));
    await mark('dropped', items.filter((a) => !held.includes(a)));
    const live = held.filter((a) => done.has(a.turn.id));
    const now = Date.now();
    const outgoing = live.flatMap((a) =>
      a.outcome.replies.map((r, n) => {
        const ticket = locked.get(a.turn.ticketId)!;
        const message = 'media' in r ? { body: r.caption ?? '', mediaType: r.media.kind === 'audio' ? 'voice' : r.media.kind, mediaUrl: r.media.mediaPath, mediaName: r.media.mediaName } : { body: r.text };
        return { a, n, item: { ticket, message, known: { contact: people.get(ticket.contactId), whatsapp: ticket.whatsappId ? connections.get(ticket.whatsappId) : undefined } } };
      }),
    );
    const recorded = await recordOutboundMany(tx, outgoing.map((o) => o.item));
    await insertOutbox(tx, recorded.map((r, k) => ({ ...r.outboxRow, nextAttemptAt: new Date(now + outgoing[k].n * (outgoing[k].a.outcome.delayMs ?? 0)) })));
    const after = new Map(recorded.map((r) => [r.ticket.id, r.ticket]));
    for (const a of live) {
      const { outcome, bot } = a;
      const ticketId = a.turn.ticketId;
      let t = after.get(ticketId) ?? locked.get(ticketId)!;
      const patch: Partial<TicketRow> = {};
      if (outcome.session !== undefined) patch.typebotSessionId = outcome.session;
      if (outcome.handover) {
        Object.assign(patch, { useIntegration: false, integrationId: null, promptId: null, typebotSessionId: null, queueId: (bot!.kind === 'prompt' ? bot!.row.queueId : null) ?? t.queueId });
        // A flow's block hands over: the walk ends there.
        if (bot!.walkId) await endWalksOfTicket(tx, ticketId, 'handover');
        // Turns the bot had not reached yet go to people too.
        await tx.update(botTurns).set({ status: 'dropped', updatedAt: new Date() }).where(and(eq(botTurns.ticketId, ticketId), eq(botTurns.status, 'pending')));
      }
      if (Object.keys(patch).length) {
        const prior = t;
        [t] = await tx.update(tickets).set({ ...patch, updatedAt: new Date() }).where(eq(tickets.id, ticketId)).returning();
        if (outcome.handover) {
          log.info('bot handed the ticket over', { ticketId, reason: outcome.reason });
          await publishTicketChange(prior, t);
        }
      }
      committed.add(a);
    }
  });
  return committed;
}

/**
 * The due jobs of tickets' bots, together: each ticket's pending turns are answered in order (its oldest
 * TURNS_PER_RUN; the job is re-armed for the rest), the tickets side by side. Round n answers every ticket's
 * n-th turn (the providers called at once) and closes them in one transaction; if that transaction fails, each
 * turn is closed on its own, so one ticket's failure fails its own job only (retried; its turn stays pending).
 */
export async function runBotTurnsBatch(jobs: DueJob[]): Promise<Map<number, JobResult>> {
  const results = new Map<number, JobResult>();
  const jobOf = new Map<number, DueJob>();
  for (const job of jobs) {
    const ticketId = Number((job.payload as { ticketId?: unknown }).ticketId);
    if (Number.isInteger(ticketId)) jobOf.set(ticketId, job);
  }
  if (!jobOf.size) return results;
  const queue = new Map<number, TurnRow[]>();
  const turns = await pendingTurns([...jobOf.keys()]);
  for (const t of turns) queue.set(t.ticketId, [...(queue.get(t.ticketId) ?? []), t]);
  const said = turns.length ? await messagesByIds(turns.map((t) => t.messageId)) : new Map<number, MessageRow>();
  const failed = new Set<number>();
  for (let round = 0; round < TURNS_PER_RUN; round++) {
    const due = [...queue.entries()].filter(([ticketId, ts]) => ts.length > round && !failed.has(ticketId)).map(([, ts]) => ts[round]);
    if (!due.length) break;
    const current = await ticketsByIds(due.map((t) => t.ticketId));
    const bots = await Promise.all(due.map((t) => {
      const ticket = current.get(t.ticketId);
      return ticket && heldByBot(ticket) ? heldBot(db(), ticket) : null;
    }));
    // The prompts' histories, one read for the round.
    const asks = due.flatMap((t, i) => {
      const bot = bots[i];
      return bot?.kind === 'prompt' && said.has(t.messageId) ? [{ ticketId: t.ticketId, messageId: t.messageId, limit: Math.max(1, bot.row.maxMessages) }] : [];
    });
    const histories = asks.length ? await historiesOf(asks) : new Map<number, HistoryRow[]>();
    const answered = await Promise.all(due.map((t, i) => answerTurn(t, current.get(t.ticketId), said.get(t.messageId), bots[i], bots[i]?.kind === 'prompt' ? (histories.get(t.ticketId) ?? []) : undefined)));
    let committed: Set<Answered>;
    try {
      committed = await closeTurns(answered, current);
    } catch {
      committed = new Set();
      for (const a of answered) {
        try {
          for (const c of await closeTurns([a], current)) committed.add(c);
        } catch (e) {
          failed.add(a.turn.ticketId);
          results.set(jobOf.get(a.turn.ticketId)!.id, { ok: false, error: jobErrorText(e) });
        }
      }
    }
    for (const a of answered) if (!committed.has(a)) for (const p of a.stored) await deleteMedia(p);
  }
  // A ticket with more turns than one run answers: its job comes back for the rest.
  for (const [ticketId, ts] of queue) {
    const job = jobOf.get(ticketId)!;
    if (ts.length >= TURNS_PER_RUN && !failed.has(ticketId)) await schedule({ kind: BOT_TURN_JOB, key: `ticket:${ticketId}`, runAt: new Date(), companyId: job.companyId, payload: { ticketId } });
  }
  return results;
}

/** One ticket's bot job (the runner's one-job form of runBotTurnsBatch). */
export async function runBotTurns(job: DueJob) {
  const outcome = (await runBotTurnsBatch([job])).get(job.id);
  if (outcome && !outcome.ok) throw new Error(outcome.error);
}

/** Tickets whose bot turns one call answers together. */
const BOT_BATCH = 16;

export const botJobs: JobDefinition[] = [{ kind: BOT_TURN_JOB, run: runBotTurns, batch: { size: BOT_BATCH, run: runBotTurnsBatch } }];
