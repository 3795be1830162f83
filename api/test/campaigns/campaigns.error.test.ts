import { describe, expect, setSystemTime, test, afterEach } from 'bun:test';
import { call, makeCampaign, makeCompany, makeConnection, makeContactList, makeTag } from '@zapdesk/testing';
import { campaignRow } from './helpers';

afterEach(() => setSystemTime());
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function world() {
  const t = await makeCompany();
  const conn = await makeConnection(t.company.id);
  const list = await makeContactList(t.company.id, { size: 2 });
  return { ...t, conn, list };
}

describe('campaigns: bad input and the rules the server holds', () => {
  test('a name of 2 to 50; one target; a start needs a connection and a message; foreign or missing references 404; nothing written', async () => {
    const w = await world();
    const post = (body: Record<string, unknown>) => call('POST', '/campaigns', { token: w.user.token, body: { name: 'Campanha', message1: 'Oi', ...body } });
    for (const bad of [{ name: 'A' }, { name: 'x'.repeat(51) }, { scheduledAt: 'amanhã' }, { message1: 'x'.repeat(4097) }]) {
      const res = await post(bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    const tag = await makeTag(w.company.id);
    expect((await post({ contactListId: w.list.id, tagListId: tag.id })).body.error).toBe('ERR_VALIDATION');
    expect((await post({ scheduledAt: inMinutes(120) })).body.error).toBe('ERR_CAMPAIGN_INCOMPLETE');
    expect((await post({ message1: '', whatsappId: w.conn.id, scheduledAt: inMinutes(120) })).body.error).toBe('ERR_CAMPAIGN_INCOMPLETE');
    expect((await post({ contactListId: 99999999 })).body.error).toBe('ERR_NO_CONTACT_LIST_FOUND');
    expect((await post({ whatsappId: 99999999 })).body.error).toBe('ERR_NO_WAPP_FOUND');
    expect((await post({ fileListId: 99999999 })).body.error).toBe('ERR_NO_FILE_LIST_FOUND');
    expect((await post({ tagListId: 99999999 })).body.error).toBe('ERR_NO_TAG_FOUND');
    expect((await call('GET', '/campaigns', { token: w.user.token })).body.records).toEqual([]);
  });

  test('the editing window: PROGRAMADA within 1 hour, running, cancelled and finished campaigns answer 400 ERR_CAMPAIGN_NOT_EDITABLE, unchanged', async () => {
    const w = await world();
    const soon = (await call('POST', '/campaigns', { token: w.user.token, body: { name: 'Logo mais', message1: 'Oi', whatsappId: w.conn.id, contactListId: w.list.id, scheduledAt: inMinutes(62) } })).body;
    expect((await call('PUT', `/campaigns/${soon.id}`, { token: w.user.token, body: { name: 'Ainda dá' } })).status).toBe(200);
    // Two minutes later the start is less than an hour ahead (the access token is still valid).
    setSystemTime(new Date(Date.now() + 2 * 60_000));
    expect((await call('GET', `/campaigns/${soon.id}`, { token: w.user.token })).body.editable).toBe(false);
    const late = await call('PUT', `/campaigns/${soon.id}`, { token: w.user.token, body: { name: 'Tarde demais' } });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4\n'], 'a.pdf'));
    expect((await call('POST', `/campaigns/${soon.id}/media-upload`, { token: w.user.token, form })).body.error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
    expect((await campaignRow(soon.id)).name).toBe('Ainda dá');
    setSystemTime();
    for (const status of ['EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const) {
      const c = await makeCampaign(w.company.id, { status, whatsappId: w.conn.id });
      const res = await call('PUT', `/campaigns/${c.id}`, { token: w.user.token, body: { message1: 'Mudou' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');
      expect((await campaignRow(c.id)).message1).toBe(c.message1);
    }
  });

  test('the status machine: cancel only PROGRAMADA or EM_ANDAMENTO, restart only CANCELADA (400 ERR_CAMPAIGN_INVALID_TRANSITION)', async () => {
    const w = await world();
    for (const [status, action] of [['INATIVA', 'cancel'], ['FINALIZADA', 'cancel'], ['CANCELADA', 'cancel'], ['INATIVA', 'restart'], ['EM_ANDAMENTO', 'restart'], ['FINALIZADA', 'restart'], ['PROGRAMADA', 'restart']] as const) {
      const c = await makeCampaign(w.company.id, { status, whatsappId: w.conn.id });
      const res = await call('POST', `/campaigns/${c.id}/${action}`, { token: w.user.token });
      expect({ status, action, code: res.status, error: res.body.error }).toEqual({ status, action, code: 400, error: 'ERR_CAMPAIGN_INVALID_TRANSITION' });
      expect((await campaignRow(c.id)).status).toBe(status);
    }
    expect((await call('POST', '/campaigns/99999999/cancel', { token: w.user.token })).body.error).toBe('ERR_NO_CAMPAIGN_FOUND');
  });
});
