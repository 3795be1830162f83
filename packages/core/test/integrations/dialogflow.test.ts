import { afterAll, describe, expect, test } from 'bun:test';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { DialogflowError, detectIntent } from '@zapdesk/core';
import { fakeServer, jsonAnswer as json } from '@zapdesk/testing';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const account = JSON.stringify({ type: 'service_account', client_email: 'bot@agente-teste.iam.gserviceaccount.com', private_key: pem, token_uri: 'http://169.254.169.254/ignored' });

let tokenCalls = 0;
const fake = fakeServer((r) => {
  if (r.path === '/token') {
    tokenCalls++;
    return json({ access_token: 'ya29.fake-token', expires_in: 3600, token_type: 'Bearer' });
  }
  if (r.headers.get('authorization') !== 'Bearer ya29.fake-token') return json({ error: { code: 401, message: 'bad token' } }, 401);
  const text = JSON.parse(r.body).queryInput.text.text as string;
  if (text === 'tchau') return json({ queryResult: { fulfillmentText: 'Até logo!', intent: { displayName: 'Despedida', endInteraction: true } } });
  if (text === 'erro') return json({ error: { code: 403, message: 'Dialogflow API has not been used in project' } }, 403);
  return json({ queryResult: { fulfillmentText: 'ignored', fulfillmentMessages: [{ text: { text: ['Olá!', 'Em que posso ajudar?'] } }], intent: { displayName: 'Default Welcome Intent' } } });
});
afterAll(() => fake.stop());
const endpoints = { apiUrl: fake.url, tokenUrl: `${fake.url}/token` };
const ask = (text: string) => detectIntent({ projectName: 'agente-teste', jsonContent: account, language: 'pt-BR', sessionId: 'ticket-42', text }, endpoints);

describe('the Dialogflow client', () => {
  test('exchanges a signed JWT for a token (once), then detectIntent in the session and language', async () => {
    const turn = await ask('oi');
    expect(turn).toEqual({ replies: ['Olá!', 'Em que posso ajudar?'], intent: 'Default Welcome Intent', endConversation: false });
    const tokenReq = fake.requests.find((r) => r.path === '/token')!;
    const form = new URLSearchParams(tokenReq.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [head, claims, sig] = form.get('assertion')!.split('.');
    expect(createVerify('RSA-SHA256').update(`${head}.${claims}`).verify(publicKey, Buffer.from(sig, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ iss: 'bot@agente-teste.iam.gserviceaccount.com', aud: `${fake.url}/token`, scope: 'https://www.googleapis.com/auth/dialogflow' });
    const detect = fake.requests.find((r) => r.path.includes(':detectIntent'))!;
    expect(detect.path).toBe('/v2/projects/agente-teste/agent/sessions/ticket-42:detectIntent');
    expect(JSON.parse(detect.body)).toEqual({ queryInput: { text: { text: 'oi', languageCode: 'pt-BR' } } });

    const ending = await ask('tchau');
    expect(ending).toEqual({ replies: ['Até logo!'], intent: 'Despedida', endConversation: true });
    expect(tokenCalls).toBe(1);
    expect(fake.requests.some((r) => r.path.includes('ignored'))).toBe(false);
  });

  test("the provider's error comes back with its status and message; credentials that are not a key are refused before any call", async () => {
    const e = await ask('erro').catch((x) => x);
    expect(e).toBeInstanceOf(DialogflowError);
    expect(e.status).toBe(403);
    expect(e.message).toContain('has not been used');
    const before = fake.requests.length;
    const bad = await detectIntent({ projectName: 'agente-teste', jsonContent: '{"client_email":"x"}', language: 'en', sessionId: 's', text: 'hi' }, endpoints).catch((x) => x);
    expect(bad).toBeInstanceOf(DialogflowError);
    expect(fake.requests.length).toBe(before);
  });
});
