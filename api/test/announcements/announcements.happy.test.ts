import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mediaRoot } from '@zapdesk/core';
import { call, makeCompany, recordRealtime } from '@zapdesk/testing';
import { announcementRow, imageForm, publish, uid } from './helpers';

const rt = recordRealtime();
const eventsOf = (id: number) => rt.emitted.filter((e) => e.event === 'company-announcement' && (e.payload.record?.id === id || e.payload.id === id));

describe('announcements: happy path', () => {
  test('a super user publishes one: priority 3 and active by default; every socket hears create on company-announcement', async () => {
    const { announcement } = await publish();
    expect(announcement).toMatchObject({ priority: 3, status: true, text: 'Manutenção no domingo', mediaPath: null, mediaUrl: null });
    const [e] = eventsOf(announcement.id);
    expect(e.rooms).toEqual(['all']);
    expect(e.payload).toEqual({ action: 'create', record: announcement });
  });

  test('edits apply only the fields sent and emit update; delete emits {action: delete, id}', async () => {
    const { root, announcement } = await publish({ priority: 2 });
    const res = await call('PUT', `/announcements/${announcement.id}`, { token: root.token, body: { title: 'Novo título', status: false, companyId: 999 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Novo título', text: 'Manutenção no domingo', priority: 2, status: false, companyId: announcement.companyId });
    expect((await call('GET', `/announcements/${announcement.id}`, { token: root.token })).body).toEqual(res.body);
    expect((await call('DELETE', `/announcements/${announcement.id}`, { token: root.token })).body).toEqual({ message: 'Announcement deleted' });
    expect(await announcementRow(announcement.id)).toBeUndefined();
    expect(eventsOf(announcement.id).map((e) => e.payload.action)).toEqual(['create', 'update', 'delete']);
    expect(eventsOf(announcement.id)[2].payload).toEqual({ action: 'delete', id: announcement.id, announcementId: announcement.id });
  });

  test('every user reads the active ones, highest priority then newest first; super users page through all of them', async () => {
    const tag = uid();
    const { root } = await publish({ title: `${tag} low`, priority: 3 });
    await publish({ title: `${tag} high`, priority: 1 });
    await publish({ title: `${tag} off`, priority: 1, status: false });
    await publish({ title: `${tag} low newer`, priority: 3 });
    const { user } = await makeCompany();
    const active = (await call('GET', '/announcements/list', { token: user.token })).body.filter((a: any) => a.title.startsWith(tag)).map((a: any) => a.title);
    expect(active).toEqual([`${tag} high`, `${tag} low newer`, `${tag} low`]);
    const page = await call('GET', '/announcements', { token: user.token, query: { searchParam: tag } });
    expect(page.body.records.map((a: any) => a.title)).toEqual([`${tag} high`, `${tag} low newer`, `${tag} low`]);
    expect(page.body.hasMore).toBe(false);
    const all = await call('GET', '/announcements', { token: root.token, query: { searchParam: tag.toUpperCase() } });
    expect(all.body.records.map((a: any) => a.title)).toEqual([`${tag} off`, `${tag} high`, `${tag} low newer`, `${tag} low`]);
  });

  test('pages of 20 with hasMore', async () => {
    const tag = uid();
    const { root } = await publish({ title: `${tag} 0` });
    for (let i = 1; i < 21; i++) await call('POST', '/announcements', { token: root.token, body: { title: `${tag} ${i}`, text: 'x' } });
    const p1 = await call('GET', '/announcements', { token: root.token, query: { searchParam: tag, pageNumber: '1' } });
    const p2 = await call('GET', '/announcements', { token: root.token, query: { searchParam: tag, pageNumber: '2' } });
    expect([p1.body.records.length, p1.body.hasMore, p2.body.records.length, p2.body.hasMore]).toEqual([20, true, 1, false]);
  });

  test('an image is uploaded (stored under a random name, served by its URL), replaced, and removed with its file', async () => {
    const { root, announcement } = await publish();
    const up = await call('POST', `/announcements/${announcement.id}/media-upload`, { token: root.token, form: imageForm(undefined, '../../etc/passwd.png') });
    expect(up.status).toBe(200);
    expect(up.body.mediaPath).toMatch(/^\d+\/[0-9a-f]{32}\.png$/);
    expect(up.body.mediaName).toBe('passwd.png');
    expect(up.body.mediaUrl).toEndWith(`/public/${up.body.mediaPath}`);
    const first = join(mediaRoot(), up.body.mediaPath);
    expect(existsSync(first)).toBe(true);
    const again = await call('POST', `/announcements/${announcement.id}/media-upload`, { token: root.token, form: imageForm() });
    expect(again.body.mediaPath).not.toBe(up.body.mediaPath);
    expect(existsSync(first)).toBe(false);
    const removed = await call('DELETE', `/announcements/${announcement.id}/media-upload`, { token: root.token });
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
    expect(existsSync(join(mediaRoot(), again.body.mediaPath))).toBe(false);
    expect(eventsOf(announcement.id).map((e) => e.payload.action)).toEqual(['create', 'update', 'update', 'update']);
  });
});
