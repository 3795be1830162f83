import { describe, expect, test } from 'bun:test';
import { db, eq, schedules, withTransaction } from '@zapdesk/db';
import { call } from '@zapdesk/testing';
import { imageForm, inOneHour, scheduleRow, scheduleWorld, schedulesOf } from './helpers';

describe('schedules: bad input', () => {
  test.each([
    ['a body under 5 characters', { body: 'oi' }, 'body', 'Mensagem muito curta'],
    ['no body', { body: undefined }, 'body', undefined],
    ['no contact', { contactId: undefined }, 'contactId', undefined],
    ['no send time', { sendAt: undefined }, 'sendAt', undefined],
    ['a send time that is not one', { sendAt: 'amanhã cedo' }, 'sendAt', undefined],
    ['a contact id that is not a number', { contactId: 'abc' }, 'contactId', undefined],
  ] as [string, Record<string, unknown>, string, string | undefined][])('%s answers 400 with the field and writes nothing', async (_name, over, field, message) => {
    const w = await scheduleWorld();
    const res = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Mensagem válida', contactId: w.contact.id, sendAt: inOneHour(), ...over } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields)).toContain(field);
    if (message) expect(res.body.fields[field]).toBe(message);
    expect(await schedulesOf(w.company.id)).toEqual([]);
  });

  test('a contact that does not exist answers 404 ERR_NO_CONTACT_FOUND', async () => {
    const w = await scheduleWorld();
    const res = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Mensagem válida', contactId: 999999999, sendAt: inOneHour() } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  test('a sent schedule cannot be edited nor have its image changed: 400 ERR_SCHEDULE_SENT, nothing changes', async () => {
    const w = await scheduleWorld();
    const created = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Já foi enviada', contactId: w.contact.id, sendAt: inOneHour() } });
    await withTransaction((tx) => tx.update(schedules).set({ status: 'ENVIADA', sentAt: new Date() }).where(eq(schedules.id, created.body.id)));
    const before = await scheduleRow(created.body.id);
    for (const res of [
      await call('PUT', `/schedules/${created.body.id}`, { token: w.user.token, body: { body: 'Outra coisa' } }),
      await call('PUT', `/schedules/${created.body.id}`, { token: w.admin.token, body: { sendAt: inOneHour() } }),
      await call('POST', `/schedules/${created.body.id}/media-upload`, { token: w.user.token, form: imageForm() }),
      await call('DELETE', `/schedules/${created.body.id}/media-upload`, { token: w.user.token }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_SCHEDULE_SENT');
    }
    expect(await scheduleRow(created.body.id)).toEqual(before);
  });

  test('the attachment must be a PNG or JPEG by its bytes, at most 2 MB; a refused upload writes nothing', async () => {
    const w = await scheduleWorld();
    const created = await call('POST', '/schedules', { token: w.user.token, body: { body: 'Com anexo', contactId: w.contact.id, sendAt: inOneHour() } });
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const disguised = await call('POST', `/schedules/${created.body.id}/media-upload`, { token: w.user.token, form: imageForm(pdf, 'photo.png', 'image/png') });
    expect(disguised.status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await call('POST', `/schedules/${created.body.id}/media-upload`, { token: w.user.token, form: imageForm(big, 'huge.png') });
    expect(tooLarge.status).toBe(400);
    const none = await call('POST', `/schedules/${created.body.id}/media-upload`, { token: w.user.token, form: new FormData() });
    expect(none.status).toBe(400);
    expect((await scheduleRow(created.body.id)).mediaPath).toBeNull();
  });

  test.each([['GET', '/schedules/abc'], ['PUT', '/schedules/0'], ['DELETE', '/schedules/-1'], ['GET', '/schedules?pageNumber=x'], ['GET', '/schedules?startDate=yesterday']])('%s %s answers 400', async (method, path) => {
    const w = await scheduleWorld();
    const res = await call(method, path, { token: w.user.token, body: method === 'PUT' ? { body: 'qualquer texto' } : undefined });
    expect(res.status).toBe(400);
  });

  test('a missing schedule answers 404 ERR_NO_SCHEDULE_FOUND', async () => {
    const w = await scheduleWorld();
    for (const [method, path] of [['GET', '/schedules/999999999'], ['PUT', '/schedules/999999999'], ['DELETE', '/schedules/999999999']]) {
      const res = await call(method, path, { token: w.user.token, body: method === 'PUT' ? { body: 'qualquer texto' } : undefined });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_SCHEDULE_FOUND');
    }
    expect(await db().select().from(schedules).where(eq(schedules.companyId, w.company.id))).toEqual([]);
  });
});
