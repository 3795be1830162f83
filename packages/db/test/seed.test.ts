import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingKeys } from '@zapdesk/contracts';
import {
  asc,
  companies,
  contacts,
  db,
  dialect,
  eq,
  inArray,
  messages,
  plans,
  queues,
  quickMessages,
  seedBase,
  settings,
  tags,
  ticketNotes,
  ticketRatings,
  tickets,
  ticketTags,
  userQueues,
  users,
  whatsappQueues,
  whatsapps,
} from '../src';
import { DEMO_COMPANY, DEMO_DEFAULT_PASSWORD, demoEmails, seedDemo } from '../src/seed/demo';

const DAY = 86_400_000;

async function snapshot(companyId: number) {
  const ticketRows = await db().select().from(tickets).where(eq(tickets.companyId, companyId));
  const ids = ticketRows.map((t) => t.id);
  return {
    users: (await db().select().from(users).where(eq(users.companyId, companyId))).length,
    queues: (await db().select().from(queues).where(eq(queues.companyId, companyId))).length,
    whatsapps: (await db().select().from(whatsapps).where(eq(whatsapps.companyId, companyId))).length,
    tags: (await db().select().from(tags).where(eq(tags.companyId, companyId))).length,
    contacts: (await db().select().from(contacts).where(eq(contacts.companyId, companyId))).length,
    tickets: ticketRows.length,
    messages: (await db().select().from(messages).where(eq(messages.companyId, companyId))).length,
    ticketTags: (await db().select().from(ticketTags).where(inArray(ticketTags.ticketId, ids))).length,
    ratings: (await db().select().from(ticketRatings).where(eq(ticketRatings.companyId, companyId))).length,
    notes: (await db().select().from(ticketNotes).where(eq(ticketNotes.companyId, companyId))).length,
    quickMessages: (await db().select().from(quickMessages).where(eq(quickMessages.companyId, companyId))).length,
    settings: (await db().select().from(settings).where(eq(settings.companyId, companyId))).length,
    demoCompanies: (await db().select().from(companies).where(eq(companies.name, DEMO_COMPANY))).length,
  };
}

describe(`demo seed (${dialect})`, () => {
  test('seedBase then seedDemo twice: one demo tenant, complete and consistent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'zapdesk-seed-'));
    await seedBase({ dataDir, adminPassword: 'base-admin-pass' });
    const first = await seedDemo();
    const again = await seedDemo();
    expect(again).toEqual({ created: false, companyId: first.companyId });
    const companyId = first.companyId;
    const counts = await snapshot(companyId);
    await seedBase({ dataDir, adminPassword: 'base-admin-pass' });
    expect(await seedDemo()).toMatchObject({ created: false });
    expect(await snapshot(companyId)).toEqual(counts);
    expect(counts).toMatchObject({ users: 4, queues: 3, whatsapps: 1, tags: 6, quickMessages: 3, demoCompanies: 1, settings: settingKeys.length });
    expect(counts.contacts).toBeGreaterThanOrEqual(35);
    expect(counts.contacts).toBeLessThanOrEqual(45);
    expect(counts.ratings).toBeGreaterThan(0);
    expect(counts.notes).toBeGreaterThan(0);
    expect(counts.ticketTags).toBeGreaterThan(0);

    // company, plan, settings
    const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
    expect(company.timezone).toBe('America/Sao_Paulo');
    expect(company.schedules).toHaveLength(7);
    expect(company.dueDate!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(company.dueDate!.getTime()).toBeLessThan(Date.now() + 31 * DAY);
    const [plan] = await db().select().from(plans).where(eq(plans.id, company.planId!));
    expect(plan.useCampaigns).toBe(true);
    const [campaigns] = await db().select().from(settings).where(eq(settings.companyId, companyId)).then((rows) => rows.filter((s) => s.key === 'campaignsEnabled'));
    expect(campaigns.value).toBe('true');

    // users and their queues
    const userRows = await db().select().from(users).where(eq(users.companyId, companyId));
    const byEmail = Object.fromEntries(userRows.map((u) => [u.email, u]));
    expect(byEmail[demoEmails.admin].profile).toBe('admin');
    expect(byEmail[demoEmails.supervisor].profile).toBe('supervisor');
    expect(byEmail[demoEmails.attendant1].profile).toBe('user');
    expect(byEmail[demoEmails.attendant2].profile).toBe('user');
    const password = process.env.DEMO_PASSWORD ?? DEMO_DEFAULT_PASSWORD;
    expect(await Promise.all(userRows.map((u) => Bun.password.verify(password, u.passwordHash)))).toEqual([true, true, true, true]);
    const queueRows = await db().select().from(queues).where(eq(queues.companyId, companyId)).orderBy(asc(queues.orderQueue));
    expect(queueRows.map((q) => q.orderQueue)).toEqual([1, 2, 3]);
    expect(new Set(queueRows.map((q) => q.color)).size).toBe(3);
    const links = await db().select().from(userQueues).where(inArray(userQueues.userId, userRows.map((u) => u.id)));
    const queuesOf = (email: string) => links.filter((l) => l.userId === byEmail[email].id).map((l) => queueRows.findIndex((q) => q.id === l.queueId) + 1).sort();
    expect(queuesOf(demoEmails.attendant1)).toEqual([1, 2]);
    expect(queuesOf(demoEmails.attendant2)).toEqual([3]);
    expect(queuesOf(demoEmails.supervisor)).toEqual([1, 2, 3]);

    // the simulator connection
    const [wa] = await db().select().from(whatsapps).where(eq(whatsapps.companyId, companyId));
    expect(wa).toMatchObject({ name: 'Simulator', provider: 'simulator', status: 'DISCONNECTED', isDefault: true });
    expect(wa.greetingMessage.length).toBeGreaterThan(0);
    expect(wa.token.length).toBeGreaterThanOrEqual(16);
    expect((await db().select().from(whatsappQueues).where(eq(whatsappQueues.whatsappId, wa.id))).map((l) => l.queueId).sort()).toEqual(queueRows.map((q) => q.id).sort());

    // tags and contacts
    const tagRows = await db().select().from(tags).where(eq(tags.companyId, companyId));
    expect(tagRows.filter((t) => t.kanban === 1)).toHaveLength(2);
    const contactRows = await db().select().from(contacts).where(eq(contacts.companyId, companyId));
    expect(contactRows.every((c) => /^55119\d{8}$/.test(c.number))).toBe(true);

    // tickets of every status
    const ticketRows = await db().select().from(tickets).where(eq(tickets.companyId, companyId));
    const pending = ticketRows.filter((t) => t.status === 'pending');
    const open = ticketRows.filter((t) => t.status === 'open');
    const closed = ticketRows.filter((t) => t.status === 'closed');
    expect(pending.some((t) => t.userId === null && t.queueId === null)).toBe(true);
    expect(pending.some((t) => t.userId === null && t.queueId !== null)).toBe(true);
    expect(pending.every((t) => t.userId === null)).toBe(true);
    expect(open.some((t) => t.userId === byEmail[demoEmails.attendant1].id)).toBe(true);
    expect(open.some((t) => t.userId === byEmail[demoEmails.attendant2].id)).toBe(true);
    expect(open.every((t) => t.userId !== null && t.acceptedAt !== null)).toBe(true);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((t) => t.finishedAt && t.acceptedAt && t.finishedAt >= t.acceptedAt)).toBe(true);
    // at most one non-closed ticket per contact and connection
    const live = ticketRows.filter((t) => t.status !== 'closed').map((t) => `${t.contactId}:${t.whatsappId}`);
    expect(new Set(live).size).toBe(live.length);
    // spread over the last four weeks, none in the future
    const created = ticketRows.map((t) => t.createdAt.getTime());
    expect(Math.min(...created)).toBeGreaterThan(Date.now() - 29 * DAY);
    expect(Math.min(...created)).toBeLessThan(Date.now() - 14 * DAY);
    expect(Math.max(...created)).toBeLessThanOrEqual(Date.now());
    expect(new Set(ticketRows.map((t) => t.uuid)).size).toBe(ticketRows.length);
    for (const t of ticketRows) expect(t.protocol).toBe(`${t.createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${t.id}`);

    // ratings belong to closed tickets of this company
    const ratingRows = await db().select().from(ticketRatings).where(eq(ticketRatings.companyId, companyId));
    expect(ratingRows.every((r) => closed.some((t) => t.id === r.ticketId && t.userId === r.userId) && r.rate >= 1 && r.rate <= 3)).toBe(true);

    // messages agree with their ticket
    const messageRows = await db().select().from(messages).where(eq(messages.companyId, companyId)).orderBy(asc(messages.id));
    for (const t of ticketRows) {
      const ms = messageRows.filter((m) => m.ticketId === t.id);
      expect(ms.length).toBeGreaterThanOrEqual(3);
      expect(ms.length).toBeLessThanOrEqual(12);
      for (let i = 1; i < ms.length; i++) expect(ms[i].createdAt.getTime()).toBeGreaterThan(ms[i - 1].createdAt.getTime());
      expect(ms.some((m) => m.fromMe)).toBe(true);
      expect(ms.some((m) => !m.fromMe)).toBe(true);
      // Own messages the contact answered afterwards were read (ack 4); the others were delivered (ack 3).
      ms.forEach((m, i) => m.fromMe && expect([m.ack, m.read]).toEqual([ms.slice(i + 1).some((later) => !later.fromMe) ? 4 : 3, true]));
      const newest = ms[ms.length - 1];
      expect(t.lastMessage).toBe(newest.body);
      if ('lastMessageId' in t) expect((t as { lastMessageId: number | null }).lastMessageId).toBe(newest.id);
      expect(t.unreadMessages).toBe(ms.filter((m) => !m.fromMe && !m.read).length);
      expect(t.updatedAt.getTime()).toBe(t.status === 'closed' ? t.finishedAt!.getTime() : newest.createdAt.getTime());
      if (t.status === 'closed') expect(t.finishedAt!.getTime()).toBeGreaterThan(newest.createdAt.getTime());
      expect(ms[0].createdAt.getTime()).toBe(t.createdAt.getTime());
      if (t.status === 'closed') expect(t.unreadMessages).toBe(0);
      if (t.status === 'pending') expect(t.unreadMessages).toBeGreaterThan(0);
    }
    expect(open.some((t) => t.unreadMessages > 0)).toBe(true);
  });
});
