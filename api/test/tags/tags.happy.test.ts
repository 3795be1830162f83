import { describe, expect, test } from 'bun:test';
import { rooms } from '@zapdesk/core';
import { tags, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeTicket, makeUser } from '@zapdesk/testing';
import { recordRealtime } from '../queues/helpers';
import { addTag, tagIdsOfTicket, tagRow } from './helpers';

const { emitted } = recordRealtime();

describe('tags: happy paths', () => {
  test('any user creates a tag (default colour, kanban 0); the company hears of it', async () => {
    const { user, company } = await makeCompany();
    const res = await call('POST', '/tags', { token: user.token, body: { name: 'Urgent', kanban: 1, userId: 999 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Urgent', color: '#A4CCCC', kanban: 0, userId: user.id, companyId: company.id, ticketsCount: 0 });
    const ev = emitted.find((e) => e.event === `company-${company.id}-tag` && e.payload.action === 'create');
    expect(ev?.rooms).toEqual([rooms.company(company.id)]);
    expect(ev?.payload.tag).toEqual(res.body);
  });

  test('admins and supervisors may make a tag a kanban lane', async () => {
    const { admin, company } = await makeCompany();
    const supervisor = await makeUser(company.id, { profile: 'supervisor' });
    expect((await addTag(admin.token, { kanban: 1 })).kanban).toBe(1);
    expect((await addTag(supervisor.token, { kanban: true, color: '#FF00FF' })).kanban).toBe(1);
    const plain = await addTag(admin.token);
    const lanes = await call('GET', '/tags/kanban', { token: supervisor.token });
    expect(lanes.status).toBe(200);
    expect(lanes.body.lista).toHaveLength(2);
    expect(lanes.body.lista.every((t: any) => t.kanban === 1)).toBe(true);
    const list = await call('GET', '/tags/list', { token: admin.token, query: { kanban: 1 } });
    expect(list.body.map((t: any) => t.id).sort()).toEqual(lanes.body.lista.map((t: any) => t.id).sort());
    const all = await call('GET', '/tags/list', { token: admin.token });
    expect(all.body).toHaveLength(3);
    expect(all.body.some((t: any) => t.id === plain.id)).toBe(true);
  });

  test('the page answers { tags, count, hasMore } by name with ticketsCount, and searches by name', async () => {
    const { admin, company } = await makeCompany();
    await withTransaction((tx) => tx.insert(tags).values(Array.from({ length: 23 }, (_, i) => ({ companyId: company.id, name: `Bulk ${String(i).padStart(2, '0')}` }))));
    const vip = await addTag(admin.token, { name: 'VIP client' });
    const lead = await addTag(admin.token, { name: 'Lead' });
    for (let i = 0; i < 3; i++) {
      const ticket = await makeTicket(company.id, { status: 'open' });
      const res = await call('POST', '/tags/sync', { token: admin.token, body: { ticketId: ticket.id, tags: i < 2 ? [{ id: vip.id }, { id: lead.id }] : [{ id: vip.id }] } });
      expect(res.status).toBe(200);
    }
    const p1 = await call('GET', '/tags', { token: admin.token });
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ count: 25, hasMore: true });
    expect(p1.body.tags).toHaveLength(20);
    expect(p1.body.tags[0].name).toBe('Bulk 00');
    const p2 = await call('GET', '/tags', { token: admin.token, query: { pageNumber: 2 } });
    expect(p2.body).toMatchObject({ count: 25, hasMore: false });
    expect(p2.body.tags.map((t: any) => [t.name, t.ticketsCount])).toEqual([['Bulk 20', 0], ['Bulk 21', 0], ['Bulk 22', 0], ['Lead', 2], ['VIP client', 3]]);
    const found = await call('GET', '/tags', { token: admin.token, query: { searchParam: 'vip' } });
    expect(found.body).toMatchObject({ count: 1, hasMore: false });
    expect(found.body.tags[0]).toMatchObject({ id: vip.id, ticketsCount: 3 });
    const shown = await call('GET', `/tags/${lead.id}`, { token: admin.token });
    expect(shown.body).toMatchObject({ id: lead.id, name: 'Lead', ticketsCount: 2 });
  });

  test('any user edits name and colour; kanban changes only for admins and supervisors', async () => {
    const { admin, user, company } = await makeCompany();
    const t = await addTag(admin.token, { name: 'Old name' });
    const byUser = await call('PUT', `/tags/${t.id}`, { token: user.token, body: { name: 'New name', color: '#112233', kanban: 1 } });
    expect(byUser.status).toBe(200);
    expect(byUser.body).toMatchObject({ name: 'New name', color: '#112233', kanban: 0 });
    const byAdmin = await call('PUT', `/tags/${t.id}`, { token: admin.token, body: { kanban: 1 } });
    expect(byAdmin.body).toMatchObject({ name: 'New name', kanban: 1 });
    const sameNameOtherCase = await call('PUT', `/tags/${t.id}`, { token: admin.token, body: { name: 'NEW NAME' } });
    expect(sameNameOtherCase.body.name).toBe('NEW NAME');
    expect(emitted.some((e) => e.event === `company-${company.id}-tag` && e.payload.action === 'update' && e.payload.tag.id === t.id)).toBe(true);
  });

  test('admins and supervisors delete a tag; it leaves its tickets', async () => {
    const { admin, company } = await makeCompany();
    const supervisor = await makeUser(company.id, { profile: 'supervisor' });
    const [a, b] = [await addTag(admin.token), await addTag(admin.token)];
    const ticket = await makeTicket(company.id, { status: 'open' });
    await call('POST', '/tags/sync', { token: admin.token, body: { ticketId: ticket.id, tags: [{ id: a.id }, { id: b.id }] } });
    expect((await call('DELETE', `/tags/${a.id}`, { token: supervisor.token })).status).toBe(200);
    expect((await call('DELETE', `/tags/${b.id}`, { token: admin.token })).status).toBe(200);
    expect(await tagRow(a.id)).toBeUndefined();
    expect(await tagIdsOfTicket(ticket.id)).toEqual([]);
    const ev = emitted.find((e) => e.event === `company-${company.id}-tag` && e.payload.action === 'delete' && e.payload.tagId === a.id);
    expect(ev?.rooms).toEqual([rooms.company(company.id)]);
  });

  test("sync replaces the ticket's tags and publishes the ticket to those who may see it", async () => {
    const { admin, user, queue, company } = await makeCompany();
    const [a, b, c] = [await addTag(admin.token), await addTag(admin.token), await addTag(admin.token)];
    const ticket = await makeTicket(company.id, { queueId: queue.id, status: 'open' });
    const first = await call('POST', '/tags/sync', { token: user.token, body: { ticketId: ticket.id, tags: [{ id: a.id }, { id: b.id }, { id: a.id }] } });
    expect(first.status).toBe(200);
    expect(await tagIdsOfTicket(ticket.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    const second = await call('POST', '/tags/sync', { token: user.token, body: { ticketId: ticket.id, tags: [{ id: b.id, name: 'ignored' }, { id: c.id }] } });
    expect(second.body.tags.map((t: any) => t.id).sort()).toEqual([b.id, c.id].sort());
    expect(await tagIdsOfTicket(ticket.id)).toEqual([b.id, c.id].sort((x, y) => x - y));
    const ev = emitted.filter((e) => e.event === `company-${company.id}-ticket` && e.payload.ticket?.id === ticket.id).at(-1);
    expect(ev?.payload.action).toBe('update');
    expect(ev?.payload.ticket.tags.map((t: any) => t.id).sort()).toEqual([b.id, c.id].sort());
    expect(ev?.rooms).toContain(rooms.queue(company.id, queue.id));
    expect(ev?.rooms).not.toContain(rooms.company(company.id));
    const cleared = await call('POST', '/tags/sync', { token: user.token, body: { ticketId: ticket.id, tags: [] } });
    expect(cleared.body.tags).toEqual([]);
    expect(await tagIdsOfTicket(ticket.id)).toEqual([]);
  });

  test('the assignee may sync tags of a ticket outside their queues', async () => {
    const { admin, company } = await makeCompany();
    const loner = await makeUser(company.id, { profile: 'user' });
    const t = await addTag(admin.token);
    const q2 = await call('POST', '/queue', { token: admin.token, body: { name: 'Elsewhere', color: '#0D0E0F' } });
    const ticket = await makeTicket(company.id, { queueId: q2.body.id, userId: loner.id, status: 'open' });
    const res = await call('POST', '/tags/sync', { token: loner.token, body: { ticketId: ticket.id, tags: [{ id: t.id }] } });
    expect(res.status).toBe(200);
    expect(await tagIdsOfTicket(ticket.id)).toEqual([t.id]);
  });
});
