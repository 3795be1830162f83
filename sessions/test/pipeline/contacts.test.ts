import { describe, expect, test } from 'bun:test';
import { and, contacts, db, eq, ne, tickets } from '@zapdesk/db';
import { isLidOnly, peerOf } from '@zapdesk/core';
import { makeContact } from '@zapdesk/testing';
import { contactByNumber, deliver, messagesOf, nextNumber, setup, textFrom, ticketsOf } from '../helpers/setup';

const lidOf = () => `${Math.floor(Math.random() * 1e15)}`;
const contactsByLid = (companyId: number, lid: string) => db().select().from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.lid, lid)));

describe('contacts from inbound messages', () => {
  test('a LID-only contact becomes the phone-number contact once both are known: one contact, one ticket', async () => {
    const s = await setup();
    const lid = lidOf();
    await deliver(s, textFrom({ number: '', lid }, 'from the lid', { pushName: 'Dora' }));
    const [c1] = await contactsByLid(s.company.id, lid);
    expect(c1).toMatchObject({ number: lid, lid, name: 'Dora' });
    expect(isLidOnly(c1)).toBe(true);
    expect(peerOf(c1)).toEqual({ number: '', lid, name: 'Dora' });

    const number = nextNumber();
    await deliver(s, textFrom({ number, lid }, 'now with the number', { pushName: 'Dora' }));
    const all = await contactsByLid(s.company.id, lid);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: c1.id, number, lid });
    const ts = await ticketsOf(s.company.id, number);
    expect(ts).toHaveLength(1);
    expect((await messagesOf(ts[0].id)).map((m) => m.body)).toEqual(['from the lid', 'now with the number']);
    // later messages by LID alone land on the same contact
    await deliver(s, textFrom({ number: '', lid }, 'lid again'));
    expect(await contactsByLid(s.company.id, lid)).toHaveLength(1);
    expect((await messagesOf(ts[0].id)).length).toBe(3);
  });

  test('the Baileys form (number = the LID user part, lid = user@lid) is a LID-only peer too', async () => {
    const s = await setup();
    const user = lidOf();
    const lid = `${user}@lid`;
    await deliver(s, textFrom({ number: user, lid }, 'lid form'));
    const [c1] = await contactsByLid(s.company.id, lid);
    expect(c1).toMatchObject({ number: user, lid, name: user });
    expect(isLidOnly(c1)).toBe(true);
    expect(peerOf(c1)).toMatchObject({ number: '', lid });
    const number = nextNumber();
    await deliver(s, textFrom({ number, lid }, 'with phone', { pushName: 'Gil' }));
    expect(await contactsByLid(s.company.id, lid)).toEqual([expect.objectContaining({ id: c1.id, number, name: 'Gil' })]);
    expect(await ticketsOf(s.company.id, number)).toHaveLength(1);
  });

  test('a phone contact and a separate LID contact are merged onto the phone contact', async () => {
    const s = await setup();
    const number = nextNumber();
    await makeContact(s.company.id, { number, name: 'Carlos (client)' });
    await deliver(s, textFrom({ number }, 'by number'));
    const lid = lidOf();
    await deliver(s, textFrom({ number: '', lid }, 'by lid', { pushName: 'Carlão' }));
    const [lidContact] = await contactsByLid(s.company.id, lid);
    expect(lidContact.number).toBe(lid);

    await deliver(s, textFrom({ number, lid }, 'both known', { pushName: 'Carlão' }));
    const kept = await contactByNumber(s.company.id, number);
    expect(kept).toMatchObject({ lid, name: 'Carlos (client)' });
    expect(await contactsByLid(s.company.id, lid)).toEqual([kept]);
    expect(await contactByNumber(s.company.id, lid)).toBeUndefined();
    const ts = await db().select().from(tickets).where(eq(tickets.contactId, kept.id));
    expect(ts).toHaveLength(2);
    const open = ts.filter((t) => t.status !== 'closed');
    expect(open).toHaveLength(1);
    expect((await messagesOf(open[0].id)).map((m) => m.body)).toEqual(['by number', 'both known']);
    const moved = ts.find((t) => t.status === 'closed')!;
    expect((await messagesOf(moved.id)).map((m) => [m.body, m.contactId])).toEqual([['by lid', kept.id]]);
    const others = await db().select().from(tickets).where(and(eq(tickets.contactId, lidContact.id), ne(tickets.status, 'closed')));
    expect(others).toEqual([]);
  });

  test('pushName names a contact only while it has no better name', async () => {
    const s = await setup();
    const a = nextNumber();
    await deliver(s, textFrom({ number: a }, 'no name'));
    expect((await contactByNumber(s.company.id, a)).name).toBe(a);
    await deliver(s, textFrom({ number: a }, 'named', { pushName: 'Eva' }));
    expect((await contactByNumber(s.company.id, a)).name).toBe('Eva');
    await deliver(s, textFrom({ number: a }, 'renamed?', { pushName: 'Eva 2' }));
    expect((await contactByNumber(s.company.id, a)).name).toBe('Eva');
  });
});
