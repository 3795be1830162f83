import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';
import { promptBody, promptRow, promptsOf } from './helpers';

describe('prompts: bad input', () => {
  test.each([
    ['a name under 5 characters', { name: 'abcd' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a prompt text under 50 characters', { prompt: 'Curto demais.' }, 'prompt'],
    ['no api key', { apiKey: '' }, 'apiKey'],
    ['no queue', { queueId: undefined }, 'queueId'],
    ['a temperature above 1', { temperature: 1.5 }, 'temperature'],
    ['a temperature off the 0.1 step', { temperature: 0.25 }, 'temperature'],
    ['maxTokens not a number', { maxTokens: 'muitos' }, 'maxTokens'],
    ['maxMessages 0', { maxMessages: 0 }, 'maxMessages'],
    ['a voice not offered', { voice: 'en-US-JennyNeural' }, 'voice'],
    ['a region that is not a host label', { voiceRegion: 'evil.example.com/x' }, 'voiceRegion'],
  ] as [string, Record<string, unknown>, string][])('%s answers 400 with the field and writes nothing', async (_n, over, field) => {
    const { admin, company, queue } = await makeCompany();
    const res = await call('POST', '/prompt', { token: admin.token, body: promptBody(queue.id, over) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await promptsOf(company.id)).toEqual([]);
  });

  test('a queue of another company answers 404 ERR_NO_QUEUE_FOUND on create and edit, and nothing changes', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const res = await call('POST', '/prompt', { token: a.admin.token, body: promptBody(b.queue.id) });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect(await promptsOf(a.company.id)).toEqual([]);
    const mine = (await call('POST', '/prompt', { token: a.admin.token, body: promptBody(a.queue.id) })).body;
    const before = await promptRow(mine.id);
    const edit = await call('PUT', `/prompt/${mine.id}`, { token: a.admin.token, body: { queueId: b.queue.id, name: 'Trocada agora' } });
    expect(edit.status).toBe(404);
    expect(await promptRow(mine.id)).toEqual(before);
  });

  test('a missing prompt answers 404 ERR_NO_PROMPT_FOUND; bad ids and bodies 400', async () => {
    const { admin } = await makeCompany();
    for (const [method, path] of [['GET', '/prompt/999999999'], ['PUT', '/prompt/999999999'], ['DELETE', '/prompt/999999999']]) {
      const res = await call(method, path, { token: admin.token, body: method === 'PUT' ? { name: 'Qualquer nome' } : undefined });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_PROMPT_FOUND');
    }
    expect((await call('GET', '/prompt/abc', { token: admin.token })).status).toBe(400);
    expect((await call('POST', '/prompt', { token: admin.token, body: 'not json' })).status).toBe(400);
    expect((await call('POST', '/prompt', { token: admin.token, body: [] })).status).toBe(400);
  });
});
