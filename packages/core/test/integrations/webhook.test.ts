import { afterAll, describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { callWebhook, parseWebhookAnswer, WebhookError } from '@zapdesk/core';
import { fakeServer, jsonAnswer as json, type Seen } from '@zapdesk/testing';

const SECRET = 'whsec-test-0123456789abcdef';
let script: ((r: Seen) => Response | Promise<Response>)[] = [];
const fake = fakeServer((r) => (script.shift() ?? (() => json({ reply: 'ok' })))(r));
afterAll(() => fake.stop());
const opts = { allow: ['127.0.0.1'], backoffMs: 10 };
const hook = () => `${fake.url}/hook`;

/** What a receiver does: recompute the signature over timestamp and body with the shared key. */
const verifies = (r: Seen) => r.headers.get('x-zapdesk-signature') === `sha256=${createHmac('sha256', SECRET).update(`${r.headers.get('x-zapdesk-timestamp')}.${r.body}`).digest('hex')}`;

describe('the n8n / webhook client', () => {
  test('a signed JSON POST of the event; {reply} and {replies[]} become the texts to send', async () => {
    fake.requests.length = 0;
    script = [() => json({ reply: 'Olá!', replies: ['Como posso ajudar?', 7, ''] })];
    const payload = { event: 'message', message: { body: 'oi' }, ticket: { id: 1 }, contact: { number: '5511999990000' } };
    const answer = await callWebhook(hook(), SECRET, payload, opts);
    expect(answer).toEqual({ replies: ['Olá!', 'Como posso ajudar?'], handover: false });
    const [r] = fake.requests;
    expect(r.method).toBe('POST');
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(r.body)).toEqual(payload);
    expect(verifies(r)).toBe(true);
    expect(r.headers.get('x-zapdesk-event-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Number(r.headers.get('x-zapdesk-timestamp')) - Date.now() / 1000)).toBeLessThan(5);
  });

  test('{handover: true} hands over; an empty or non-JSON body is no reply', async () => {
    script = [() => json({ handover: true })];
    expect(await callWebhook(hook(), SECRET, {}, opts)).toEqual({ replies: [], handover: true });
    expect(parseWebhookAnswer('')).toEqual({ replies: [], handover: false });
    expect(parseWebhookAnswer('<html>')).toEqual({ replies: [], handover: false });
  });

  test('5xx and timeouts are retried with the same event id; a 4xx is not', async () => {
    fake.requests.length = 0;
    script = [() => new Response('down', { status: 503 }), () => Bun.sleep(400).then(() => json({ reply: 'tarde' })), () => json({ reply: 'enfim' })];
    expect(await callWebhook(hook(), SECRET, { n: 1 }, { ...opts, timeoutMs: 200, attempts: 3 })).toEqual({ replies: ['enfim'], handover: false });
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.headers.get('x-zapdesk-event-id'))).size).toBe(1);
    expect(fake.requests.every(verifies)).toBe(true);

    fake.requests.length = 0;
    script = [() => json({ error: 'bad' }, 400)];
    const e = await callWebhook(hook(), SECRET, {}, opts).catch((x) => x);
    expect(e).toBeInstanceOf(WebhookError);
    expect(e.status).toBe(400);
    expect(fake.requests).toHaveLength(1);

    script = [() => new Response('x', { status: 500 }), () => new Response('x', { status: 502 })];
    const gaveUp = await callWebhook(hook(), SECRET, {}, { ...opts, attempts: 2 }).catch((x) => x);
    expect(gaveUp.status).toBe(502);
  });

  test('a URL to a private address is refused before any call', async () => {
    const e = await callWebhook('http://169.254.169.254/hook', SECRET, {}, { backoffMs: 1, allow: [] }).catch((x) => x);
    expect(e.code).toBe('ERR_OUTBOUND_URL_REFUSED');
  });
});
