import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { db, eq, messages, outbox, tags, tickets, withTransaction } from '@zapdesk/db';
import { mediaRoot, updateTicket } from '@zapdesk/core';
import { makeConnection, makeContact, makeTag, makeTicket, recordRealtime, tagTicket } from '@zapdesk/testing';
import { botTexts, contactByNumber, deliver, messagesOf, nextNumber, outboxOf, setup, textFrom, ticketById, ticketsOf } from '../helpers/setup';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('inbound messages', () => {
  test('two companies hold the same contact number: a message reaches only the company of its connection', async () => {
    const a = await setup({ queues: [{ name: 'Support' }] });
    const b = await setup({ queues: [{ name: 'Support' }] });
    const number = nextNumber();
    // Both companies know the person; B has an open ticket with them on B's connection.
    const theirs = await makeContact(b.company.id, { number, name: 'Known at B' });
    const bTicket = await makeTicket(b.company.id, { contactId: theirs.id, whatsappId: b.conn.id, status: 'open', userId: b.admin.id });
    await makeContact(a.company.id, { number, name: 'Known at A' });

    const r = await deliver(a, textFrom({ number }, 'hello A', { pushName: 'Someone' }));
    expect(r.status).toBe('stored');
    const [aTicket] = await ticketsOf(a.company.id, number);
    expect(aTicket).toMatchObject({ companyId: a.company.id, whatsappId: a.conn.id });
    expect((await messagesOf(aTicket.id)).map((m) => m.body)).toContain('hello A');
    expect((await contactByNumber(a.company.id, number)).id).toBe(aTicket.contactId);
    // B is untouched: its contact, its ticket, its thread.
    expect(await messagesOf(bTicket.id)).toEqual([]);
    expect(await ticketsOf(b.company.id, number)).toHaveLength(1);
    expect((await contactByNumber(b.company.id, number)).name).toBe('Known at B');
    expect((await db().select().from(messages).where(eq(messages.companyId, b.company.id))).length).toBe(0);
  });

  test('a contact writes: pending ticket, message stored, unread 1, greeting and queue menu queued in the outbox', async () => {
    const s = await setup({
      queues: [
        { name: 'Support', orderQueue: 2 },
        { name: 'Sales', orderQueue: 1 },
      ],
      connection: { greetingMessage: 'Olá {{firstName}}! Protocolo {{protocol}}' },
    });
    const number = nextNumber();
    const r = await deliver(s, textFrom({ number }, 'oi', { pushName: 'Maria Silva' }));
    expect(r.status).toBe('stored');
    const [ticket] = await ticketsOf(s.company.id, number);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, userId: null, unreadMessages: 1, whatsappId: s.conn.id, chatbot: true });
    expect(ticket.protocol).toMatch(/^\d{8}\d+$/);
    const contact = await contactByNumber(s.company.id, number);
    expect(contact.name).toBe('Maria Silva');
    const stored = await messagesOf(ticket.id);
    expect(stored[0]).toMatchObject({ body: 'oi', fromMe: false, read: false, contactId: contact.id, providerId: expect.any(String) });
    const rows = await outboxOf(ticket.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'send', status: 'pending' });
    expect(rows[0].body).toBe(`Olá Maria! Protocolo ${ticket.protocol}\n\n*1* - Sales\n*2* - Support`);
    expect((rows[0].payload as { providerId: string }).providerId).toBe(rows[0].providerId!);
  });

  test('the same provider message twice is stored once', async () => {
    const s = await setup();
    const msg = textFrom({ number: nextNumber() }, 'hello');
    expect((await deliver(s, msg)).status).toBe('stored');
    const [first] = await db().select().from(messages).where(eq(messages.providerId, msg.providerId));
    const botReplies = (await outboxOf(first.ticketId)).length;
    expect((await deliver(s, msg)).status).toBe('duplicate');
    const rows = await db().select().from(messages).where(eq(messages.providerId, msg.providerId));
    expect(rows).toHaveLength(1);
    const ticket = await ticketById(rows[0].ticketId);
    expect(ticket.unreadMessages).toBe(1);
    expect(ticket.lastMessageId).toBe(first.id);
    // The repeat rolled back whole: the bot did not answer it again.
    expect(await outboxOf(first.ticketId)).toHaveLength(botReplies);
  });

  test('status broadcasts never become tickets', async () => {
    const s = await setup();
    const number = nextNumber();
    expect(await deliver(s, textFrom({ number }, 'story', { isStatus: true }))).toEqual({ status: 'ignored', reason: 'status' });
    expect(await contactByNumber(s.company.id, number)).toBeUndefined();
  });

  test('groups are ignored while CheckMsgIsGroup is enabled, and kept without the bot when it is disabled', async () => {
    const on = await setup({ queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Hi' } });
    const group = { number: `1203630${nextNumber()}`, isGroup: true, name: 'Family' };
    expect(await deliver(on, textFrom(group, 'hey', { sender: { number: nextNumber() } }))).toEqual({ status: 'ignored', reason: 'group' });

    const off = await setup({ queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Hi' }, settings: { CheckMsgIsGroup: 'disabled' } });
    const sender = nextNumber();
    const r = await deliver(off, textFrom(group, 'hey', { sender: { number: sender }, pushName: 'Ana' }));
    expect(r.status).toBe('stored');
    const [t] = await ticketsOf(off.company.id, group.number);
    expect(t).toMatchObject({ isGroup: true, status: 'pending', chatbot: false });
    expect((await contactByNumber(off.company.id, group.number)).name).toBe('Family');
    expect((await messagesOf(t.id))[0].participant).toBe(sender);
    expect(await botTexts(t.id)).toEqual([]);
  });

  test('a message sent from the phone is stored as ours, unread untouched, no bot', async () => {
    const s = await setup({ queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Hi' } });
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'from the phone', { fromMe: true }));
    const [t] = await ticketsOf(s.company.id, number);
    expect(t.unreadMessages).toBe(0);
    const [m] = await messagesOf(t.id);
    expect(m).toMatchObject({ fromMe: true, ack: 1, read: true, body: 'from the phone' });
    expect(await outboxOf(t.id)).toEqual([]);
  });

  test('the bot stays away from tickets an attendant holds and from contacts with the bot disabled', async () => {
    const s = await setup({ queues: [{ name: 'A' }, { name: 'B' }], connection: { greetingMessage: 'Hi' } });
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'first'));
    const [t] = await ticketsOf(s.company.id, number);
    await updateTicket({ ctx: { actor: { type: 'user', userId: s.admin.id, companyId: s.company.id, profile: 'admin', super: false } }, ticketId: t.id, input: { status: 'open' } });
    const before = (await outboxOf(t.id)).length;
    await deliver(s, textFrom({ number }, 'second'));
    expect((await outboxOf(t.id)).length).toBe(before);
    expect((await ticketById(t.id)).unreadMessages).toBe(2);

    const other = nextNumber();
    await makeContact(s.company.id, { number: other, name: 'Quiet', disableBot: true });
    await deliver(s, textFrom({ number: other }, 'hello'));
    const [q] = await ticketsOf(s.company.id, other);
    expect(await outboxOf(q.id)).toEqual([]);
  });

  test('media is downloaded and stored under the company folder; a failed download keeps the message with an error', async () => {
    const s = await setup();
    const number = nextNumber();
    const ok = textFrom({ number }, 'look', { kind: 'image', media: { mimetype: 'image/png', fileName: 'photo.png', handle: 1 } });
    s.session.media.set(ok.providerId, { data: PNG, mimetype: 'image/png', fileName: 'photo.png' });
    await deliver(s, ok);
    const broken = textFrom({ number }, 'report.pdf', { kind: 'document', media: { mimetype: 'application/pdf', fileName: 'report.pdf', handle: 2 } });
    await deliver(s, broken);
    const [t] = await ticketsOf(s.company.id, number);
    const [img, doc] = await messagesOf(t.id);
    expect(img).toMatchObject({ mediaType: 'image', mediaName: 'photo.png', errorCode: null, body: 'look' });
    expect(img.mediaUrl).toMatch(new RegExp(`^${s.company.id}/[0-9a-f]{32}\\.png$`));
    expect(existsSync(join(mediaRoot(), img.mediaUrl!))).toBe(true);
    expect(doc).toMatchObject({ mediaType: 'document', mediaUrl: null, mediaName: 'report.pdf', errorCode: 'ERR_WAPP_DOWNLOAD_MEDIA', body: 'report.pdf' });
    expect(t.unreadMessages).toBe(2);
  });

  test('a duplicate media message is not downloaded again', async () => {
    const s = await setup();
    const msg = textFrom({ number: nextNumber() }, '', { kind: 'image', media: { mimetype: 'image/png', handle: 1 } });
    s.session.media.set(msg.providerId, { data: PNG, mimetype: 'image/png' });
    await deliver(s, msg);
    s.session.media.delete(msg.providerId);
    expect((await deliver(s, msg)).status).toBe('duplicate');
  });

  test('a quoted message is linked, a location becomes image|link|description', async () => {
    const s = await setup();
    const number = nextNumber();
    const first = textFrom({ number }, 'first');
    await deliver(s, first);
    await deliver(s, textFrom({ number }, 'reply', { quotedProviderId: first.providerId }));
    await deliver(s, textFrom({ number }, '-22.9|-43.2|Office', { kind: 'location' }));
    const [t] = await ticketsOf(s.company.id, number);
    const [a, b, c] = await messagesOf(t.id);
    expect(b.quotedMsgId).toBe(a.id);
    expect(c).toMatchObject({ mediaType: 'location', body: '|https://maps.google.com/maps?q=-22.9%2C-43.2&z=17|Office' });
  });

  test('a contact writing after resolution (no rating) gets a new pending ticket', async () => {
    const s = await setup();
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'one'));
    const [t] = await ticketsOf(s.company.id, number);
    await withTransaction((tx) => tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, t.id)));
    await deliver(s, textFrom({ number }, 'two'));
    const all = await ticketsOf(s.company.id, number);
    expect(all.map((x) => x.status)).toEqual(['closed', 'pending']);
    expect(all[1].protocol).not.toBe(all[0].protocol);
  });

  test('an existing ticket of another connection is not reused', async () => {
    const s = await setup();
    const number = nextNumber();
    await deliver(s, textFrom({ number }, 'one'));
    const contact = await contactByNumber(s.company.id, number);
    const other = await makeConnection(s.company.id, { isDefault: false });
    const foreign = await makeTicket(s.company.id, { contactId: contact.id, whatsappId: other.id });
    await deliver(s, textFrom({ number }, 'two'));
    const all = await ticketsOf(s.company.id, number);
    expect(all.filter((x) => x.whatsappId === s.conn.id)).toHaveLength(1);
    expect((await messagesOf(foreign.id)).length).toBe(0);
    expect(await db().select().from(outbox).where(eq(outbox.whatsappId, other.id))).toEqual([]);
  });
});

describe('inbound messages: what is published', () => {
  const rec = recordRealtime();
  test("a message on a tagged ticket publishes the ticket with its tags and queue (read with the ticket's update)", async () => {
    const s = await setup({ queues: [{ name: 'Support' }] });
    const number = nextNumber();
    expect((await deliver(s, textFrom({ number }, 'first'))).status).toBe('stored');
    const [ticket] = await ticketsOf(s.company.id, number);
    const vip = await makeTag(s.company.id, { name: 'VIP', color: '#ff0000' });
    const late = await makeTag(s.company.id, { name: 'Late', color: '#00ff00', kanban: 1 });
    await tagTicket(ticket.id, [late.id, vip.id]);
    rec.emitted.length = 0;
    expect((await deliver(s, textFrom({ number }, 'second'))).status).toBe('stored');
    const created = rec.emitted.find((e) => e.event === `company-${s.company.id}-appMessage` && (e.payload as any).action === 'create');
    const published = (created!.payload as any).ticket;
    expect(published.tags).toEqual([vip, late].sort((a, b) => a.id - b.id).map((t) => ({ id: t.id, name: t.name, color: t.color, kanban: t.kanban })));
    expect(published.queue).toMatchObject({ name: 'Support' });
    expect(published).toMatchObject({ id: ticket.id, lastMessage: 'second', unreadMessages: 2 });
  });
});
