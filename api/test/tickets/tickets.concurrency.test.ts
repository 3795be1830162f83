import { describe, expect, test } from 'bun:test';
import { and, db, eq, ne, tickets } from '@zapdesk/db';
import { call, makeCompany, makeConnection, makeContact } from '@zapdesk/testing';

describe('tickets: concurrency', () => {
  test('50 parallel POST /tickets for one contact and connection create exactly one ticket', async () => {
    const { admin, company } = await makeCompany();
    const conn = await makeConnection(company.id);
    const contact = await makeContact(company.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/tickets', { token: admin.token, body: { contactId: contact.id, whatsappId: conn.id } })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error === 'ERR_OTHER_OPEN_TICKET')).toBe(true);
    const rows = await db().select().from(tickets).where(and(eq(tickets.contactId, contact.id), ne(tickets.status, 'closed')));
    expect(rows).toHaveLength(1);
  });
});
