import { describe, expect, test } from 'bun:test';
import { rooms } from '@zapdesk/core';
import { quickMessages, withTransaction } from '@zapdesk/db';
import { call, makeCompany, makeUser } from '@zapdesk/testing';
import { recordRealtime } from '../queues/helpers';
import { bytes, fileOf, filesOfCompany, mediaFileExists, uploadForm } from '../media/files';
import { addQuickMessage, quickMessageRow } from './helpers';

const { emitted } = recordRealtime();

describe('quick messages: happy paths', () => {
  test('a user creates a personal quick message; only they hear of it', async () => {
    const { user, company } = await makeCompany();
    const res = await call('POST', '/quick-messages', { token: user.token, body: { shortcode: 'hello', message: 'Olá, tudo bem?' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shortcode: 'hello', message: 'Olá, tudo bem?', geral: false, userId: user.id, companyId: company.id, isMedia: false, mediaPath: null, mediaName: null, mediaUrl: null });
    const ev = emitted.find((e) => e.event === `company-${company.id}-quickmessage` && e.payload.quickMessage?.id === res.body.id);
    expect(ev?.rooms).toEqual([rooms.user(company.id, user.id)]);
    expect(ev?.payload.action).toBe('create');
  });

  test('a shared (geral) quick message is announced to the company', async () => {
    const { user, company } = await makeCompany();
    const qm = await addQuickMessage(user.token, { geral: true });
    expect(qm.geral).toBe(true);
    const ev = emitted.find((e) => e.event === `company-${company.id}-quickmessage` && e.payload.quickMessage?.id === qm.id);
    expect(ev?.rooms).toEqual([rooms.company(company.id)]);
  });

  test("lists carry the company's shared quick messages and the user's own, by shortcode", async () => {
    const { admin, user, company } = await makeCompany();
    const colleague = await makeUser(company.id);
    await addQuickMessage(user.token, { shortcode: 'b-mine' });
    await addQuickMessage(colleague.token, { shortcode: 'a-shared', geral: true });
    await addQuickMessage(colleague.token, { shortcode: 'c-colleague-private' });
    await addQuickMessage(admin.token, { shortcode: 'd-admin-private' });
    const page = await call('GET', '/quick-messages', { token: user.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    expect(page.body.records.map((r: any) => r.shortcode)).toEqual(['a-shared', 'b-mine']);
    const list = await call('GET', '/quick-messages/list', { token: user.token });
    expect(list.body.map((r: any) => r.shortcode)).toEqual(['a-shared', 'b-mine']);
    const adminList = await call('GET', '/quick-messages/list', { token: admin.token });
    expect(adminList.body.map((r: any) => r.shortcode)).toEqual(['a-shared', 'd-admin-private']);
  });

  test('the page is searched by shortcode or text and pages by 20', async () => {
    const { user, company } = await makeCompany();
    await withTransaction((tx) =>
      tx.insert(quickMessages).values(Array.from({ length: 22 }, (_, i) => ({ companyId: company.id, userId: user.id, shortcode: `bulk${String(i).padStart(2, '0')}`, message: i === 7 ? 'Special OFFER today' : 'plain' }))),
    );
    const p1 = await call('GET', '/quick-messages', { token: user.token, query: { pageNumber: 1 } });
    expect(p1.body).toMatchObject({ count: 22, hasMore: true });
    expect(p1.body.records).toHaveLength(20);
    const p2 = await call('GET', '/quick-messages', { token: user.token, query: { pageNumber: 2 } });
    expect(p2.body).toMatchObject({ count: 22, hasMore: false });
    expect(p2.body.records.map((r: any) => r.shortcode)).toEqual(['bulk20', 'bulk21']);
    const byText = await call('GET', '/quick-messages', { token: user.token, query: { searchParam: 'offer' } });
    expect(byText.body.records.map((r: any) => r.shortcode)).toEqual(['bulk07']);
    const byCode = await call('GET', '/quick-messages', { token: user.token, query: { searchParam: 'BULK2' } });
    expect(byCode.body.count).toBe(2);
  });

  test('the creator shows, edits and deletes; an admin edits and deletes a shared one', async () => {
    const { admin, user, company } = await makeCompany();
    const mine = await addQuickMessage(user.token);
    expect((await call('GET', `/quick-messages/${mine.id}`, { token: user.token })).body.id).toBe(mine.id);
    const edited = await call('PUT', `/quick-messages/${mine.id}`, { token: user.token, body: { shortcode: 'edited', message: 'New text', geral: true, userId: admin.id } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ shortcode: 'edited', message: 'New text', geral: true, userId: user.id });
    const byAdmin = await call('PUT', `/quick-messages/${mine.id}`, { token: admin.token, body: { message: 'Admin wording' } });
    expect(byAdmin.body).toMatchObject({ shortcode: 'edited', message: 'Admin wording' });
    const shared = await addQuickMessage(user.token, { geral: true });
    expect((await call('DELETE', `/quick-messages/${shared.id}`, { token: admin.token })).status).toBe(200);
    expect(await quickMessageRow(shared.id)).toBeUndefined();
    expect((await call('DELETE', `/quick-messages/${mine.id}`, { token: user.token })).status).toBe(200);
    expect(await quickMessageRow(mine.id)).toBeUndefined();
    const ev = emitted.find((e) => e.event === `company-${company.id}-quickmessage` && e.payload.action === 'delete' && e.payload.quickMessageId === mine.id);
    expect(ev?.rooms).toEqual([rooms.company(company.id)]);
  });

  test('turning a shared quick message personal removes it from the others and tells its creator', async () => {
    const { user, company } = await makeCompany();
    const qm = await addQuickMessage(user.token, { geral: true });
    emitted.length = 0;
    await call('PUT', `/quick-messages/${qm.id}`, { token: user.token, body: { geral: false } });
    const events = emitted.filter((e) => e.event === `company-${company.id}-quickmessage`);
    expect(events.map((e) => [e.payload.action, e.rooms])).toEqual([
      ['delete', [rooms.company(company.id)]],
      ['update', [rooms.user(company.id, user.id)]],
    ]);
  });

  test('a file is attached with a safe name, served publicly, replaced and removed', async () => {
    const { user, company } = await makeCompany();
    const qm = await addQuickMessage(user.token);
    const up = await call('POST', `/quick-messages/${qm.id}/media-upload`, { token: user.token, form: uploadForm(fileOf(bytes.png(), 'My holiday photo.png', 'image/png'), { typeArch: 'quickMessage' }) });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ isMedia: true, mediaName: 'My_holiday_photo.png' });
    expect(up.body.mediaPath).toMatch(new RegExp(`^${company.id}/[0-9a-f]{32}\\.png$`));
    expect(up.body.mediaUrl).toEndWith(`/public/${up.body.mediaPath}`);
    expect(mediaFileExists(up.body.mediaPath)).toBe(true);
    const served = await call('GET', `/public/${up.body.mediaPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const replaced = await call('POST', `/quick-messages/${qm.id}/media-upload`, { token: user.token, form: uploadForm(fileOf(bytes.pdf(), 'price list.pdf', 'application/pdf')) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.mediaName).toBe('price_list.pdf');
    expect(replaced.body.mediaPath).toEndWith('.pdf');
    expect(mediaFileExists(up.body.mediaPath)).toBe(false);
    expect(filesOfCompany(company.id)).toEqual([replaced.body.mediaPath.split('/')[1]]);

    const removed = await call('DELETE', `/quick-messages/${qm.id}/media-upload`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ isMedia: false, mediaPath: null, mediaName: null });
    expect(mediaFileExists(replaced.body.mediaPath)).toBe(false);
    expect((await call('GET', `/public/${replaced.body.mediaPath}`)).status).toBe(404);
  });

  test('deleting a quick message deletes its file', async () => {
    const { user } = await makeCompany();
    const qm = await addQuickMessage(user.token);
    const up = await call('POST', `/quick-messages/${qm.id}/media-upload`, { token: user.token, form: uploadForm(fileOf(bytes.ogg(), 'voice.ogg', 'audio/ogg; codecs=opus')) });
    expect(up.body.mediaPath).toEndWith('.ogg');
    await call('DELETE', `/quick-messages/${qm.id}`, { token: user.token });
    expect(mediaFileExists(up.body.mediaPath)).toBe(false);
  });
});
