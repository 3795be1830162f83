import { and, desc, eq, isNull, messages, queues, runPrepared, sql, tickets, whatsappQueues, type Db } from '@zapdesk/db';
import type { SettingKey } from '@zapdesk/contracts';
import { autoTexts } from '../../lib/auto-texts';
import { enabled } from '../../lib/company-settings';
import { renderTemplate } from '../../lib/template';
import { safeTimeZone } from '../../lib/time';
import type { ContactRow } from '../contacts/internal';
import { getOptionTree, type QueueOptionNode } from '../queue-options/tree';
import { armTransfer } from '../tickets/jobs';
import type { TicketRow } from '../tickets/serialize';
import { sendAutoText, type CompanyRow, type ConnectionRow } from './auto-text';
import { hasHours, isWithinHours } from './hours';

export type BotScope = {
  connection: ConnectionRow;
  company: Pick<CompanyRow, 'id' | 'timezone' | 'schedules'>;
  settings: Record<SettingKey, string>;
  contact: ContactRow;
  now: Date;
  /** The connection's queues, read at most once per message (see connectionQueues). */
  queues?: Promise<QueueRow[]>;
};

/** The queues of a connection, in menu order: orderQueue first (queues without one last), then creation order. */
export async function connectionQueues(whatsappId: number, companyId: number): Promise<QueueRow[]> {
  const rows = await runPrepared(
    'bot-connection-queues',
    (d) =>
      d
        .select({ q: queues })
        .from(whatsappQueues)
        .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
        .where(and(eq(whatsappQueues.whatsappId, sql.placeholder('whatsappId')), eq(queues.companyId, sql.placeholder('companyId')))),
    { whatsappId, companyId },
  );
  return rows.map((r) => r.q).sort((a, b) => (a.orderQueue ?? Number.MAX_SAFE_INTEGER) - (b.orderQueue ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
}

/** The scope's connection queues, read once and shared by the publish step and the bot. */
export const scopeQueues = (s: BotScope) => (s.queues ??= connectionQueues(s.connection.id, s.company.id));

type QueueRow = typeof queues.$inferSelect;

/** An out-of-hours notice is not repeated on a ticket within this window. */
const OUT_OF_HOURS_REPEAT_MS = 60 * 60_000;

class Bot {
  constructor(
    private tx: Db,
    private s: BotScope,
    public ticket: TicketRow,
  ) {}

  async send(text: string | null | undefined) {
    this.ticket = await sendAutoText(this.tx, this.ticket, text, { contactName: this.s.contact.name, timezone: this.s.company.timezone, now: this.s.now });
  }

  async patch(p: Partial<typeof tickets.$inferInsert>) {
    [this.ticket] = await this.tx.update(tickets).set(p).where(eq(tickets.id, this.ticket.id)).returning();
  }

  connectionQueues(): Promise<QueueRow[]> {
    return scopeQueues(this.s);
  }

  /** When the bot last wrote on this ticket (automatic messages carry no user). */
  async lastBotMessage() {
    const [m] = await this.tx
      .select({ body: messages.body, createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(and(eq(messages.ticketId, this.ticket.id), eq(messages.fromMe, true), isNull(messages.userId)))
      .orderBy(desc(messages.id))
      .limit(1);
    return m;
  }

  /** Sends an out-of-hours notice, not repeating the same notice within the hour. */
  async outOfHours(text: string) {
    if (!text.trim()) return;
    const last = await this.lastBotMessage();
    const rendered = renderTemplate(text, { contactName: this.s.contact.name, protocol: this.ticket.protocol, timezone: safeTimeZone(this.s.company.timezone), now: this.s.now });
    if (last && last.body === rendered && this.s.now.getTime() - last.createdAt.getTime() < OUT_OF_HOURS_REPEAT_MS) return;
    await this.send(text);
  }

  mainMenuText(queueList: QueueRow[]) {
    const list = queueList.map((q, i) => autoTexts.menuOption(i + 1, q.name)).join('\n');
    const greeting = this.s.connection.greetingMessage.trim();
    return greeting ? `${greeting}\n\n${list}` : list;
  }

  optionMenuText(header: string, options: QueueOptionNode[]) {
    const list = [...options.map((o) => autoTexts.menuOption(o.option, o.title)), '', autoTexts.menuBack].join('\n');
    return header.trim() ? `${header.trim()}\n\n${list}` : list;
  }

  queueOutOfHours(q: QueueRow) {
    return this.s.settings.scheduleType === 'queue' && hasHours(q.schedules) && !isWithinHours(q.schedules, this.s.now, this.s.company.timezone);
  }

  /** The queue is chosen: out-of-hours notice, or its option menu, or its greeting. */
  async enterQueue(q: QueueRow) {
    await this.patch({ queueId: q.id, queueOptionId: null, chatbot: false, amountUsedBotQueues: 0 });
    if (this.queueOutOfHours(q)) return this.outOfHours(q.outOfHoursMessage || this.s.connection.outOfHoursMessage);
    const tree = await getOptionTree({ companyId: this.s.company.id, queueId: q.id });
    if (tree.length) {
      await this.patch({ chatbot: true, amountUsedBotQueues: 1 });
      return this.send(this.optionMenuText(q.greetingMessage, tree));
    }
    return this.send(q.greetingMessage);
  }

  /** First contact with the bot (or a restart): one queue is assigned, several are offered. */
  async start(list: QueueRow[]) {
    if (list.length === 0) return;
    if (list.length === 1) {
      if (enabled(this.s.settings.sendGreetingMessageOneQueues)) await this.send(this.s.connection.greetingMessage);
      return this.enterQueue(list[0]);
    }
    await this.patch({ chatbot: true, amountUsedBotQueues: 1, queueOptionId: null });
    return this.send(this.mainMenuText(list));
  }

  /** An answer that matches nothing: the menu again, until maxUseBotQueues menus were sent; then the bot stops. */
  async invalid(resend: () => Promise<void>) {
    const max = this.s.connection.maxUseBotQueues;
    if (max > 0 && this.ticket.amountUsedBotQueues >= max) return this.patch({ chatbot: false });
    await this.patch({ amountUsedBotQueues: this.ticket.amountUsedBotQueues + 1 });
    return resend();
  }

  /** Back to the main menu (`#`, or the bot's time window passed). */
  async reset() {
    await this.patch({ queueId: null, queueOptionId: null, chatbot: false, amountUsedBotQueues: 0 });
    await armTransfer(this.tx, this.ticket, this.s.connection, this.s.now);
  }

  async run(body: string) {
    const text = body.trim();
    const { settings, connection, company, now } = this.s;

    if (settings.scheduleType === 'company') {
      const hours = hasHours(connection.schedules) ? connection.schedules : company.schedules;
      if (!isWithinHours(hours, now, company.timezone)) return this.outOfHours(connection.outOfHoursMessage);
    }
    if (settings.scheduleType === 'queue' && this.ticket.queueId && !this.ticket.chatbot) {
      const [q] = await this.tx.select().from(queues).where(eq(queues.id, this.ticket.queueId));
      if (q && this.queueOutOfHours(q)) return this.outOfHours(q.outOfHoursMessage || connection.outOfHoursMessage);
    }

    const engaged = this.ticket.chatbot || this.ticket.amountUsedBotQueues > 0;
    if (engaged && connection.timeUseBotQueues > 0) {
      const last = await this.lastBotMessage();
      if (last && now.getTime() - last.createdAt.getTime() > connection.timeUseBotQueues * 60_000) await this.reset();
    }

    const list = await this.connectionQueues();
    if (this.ticket.queueId === null) {
      if (!this.ticket.chatbot) {
        // stopped after too many invalid answers: the ticket waits for an attendant
        if (this.ticket.amountUsedBotQueues > 0) return;
        return this.start(list);
      }
      const n = /^\d{1,3}$/.test(text) ? Number(text) : 0;
      const chosen = n >= 1 ? list[n - 1] : undefined;
      if (chosen) return this.enterQueue(chosen);
      return this.invalid(() => this.send(this.mainMenuText(list)));
    }

    if (!this.ticket.chatbot) return;
    if (text === '#') {
      await this.reset();
      return this.start(list);
    }
    const [queue] = await this.tx.select().from(queues).where(eq(queues.id, this.ticket.queueId));
    if (!queue) return this.patch({ chatbot: false });
    const tree = await getOptionTree({ companyId: company.id, queueId: queue.id });
    const current = this.ticket.queueOptionId ? findNode(tree, this.ticket.queueOptionId) : undefined;
    const level = current ? current.children : tree;
    const header = current ? current.message : queue.greetingMessage;
    if (!level.length) return this.patch({ chatbot: false });
    const chosen = level.find((o) => o.option === text);
    if (!chosen) return this.invalid(() => this.send(this.optionMenuText(header, level)));
    if (chosen.children.length) {
      await this.patch({ queueOptionId: chosen.id, amountUsedBotQueues: 1 });
      return this.send(this.optionMenuText(chosen.message, chosen.children));
    }
    await this.patch({ queueOptionId: chosen.id, chatbot: false, amountUsedBotQueues: 0 });
    return this.send(chosen.message);
  }
}

function findNode(nodes: QueueOptionNode[], id: number): QueueOptionNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The chatbot of a pending ticket nobody has taken: out-of-hours by scheduleType, then the queue menu
 * and the queue's option tree (chatBotType text). Every text goes through the outbox in the caller's
 * transaction. Returns the ticket as it is afterwards.
 */
export async function runQueueBot(tx: Db, scope: BotScope, ticket: TicketRow, body: string): Promise<TicketRow> {
  const bot = new Bot(tx, scope, ticket);
  await bot.run(body);
  return bot.ticket;
}

