import { createHmac } from 'node:crypto';
import { afterAll, beforeAll } from 'bun:test';
import { config, createRunner, setConfig, WEBHOOK_DELIVER, type Runner } from '@zapdesk/core';
import { call } from '@zapdesk/testing';

export const SECRET = 'a-test-secret-of-32-characters!!';

export type Received = { id: string; type: string; data: any; headers: Record<string, string>; raw: string };

/**
 * A loopback receiver: answers each request as `answer` says (a status, or `hang` to never answer) and
 * keeps what it got. OUTBOUND_ALLOW_HOSTS lists it, as DECISIONS says tests do.
 */
export function receiver() {
  const got: Received[] = [];
  let answer: (r: Received, n: number) => number | 'hang' = () => 200;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const raw = await req.text();
      const body = JSON.parse(raw);
      const headers: Record<string, string> = {};
      req.headers.forEach((value, name) => (headers[name] = value));
      const r: Received = { id: body.id, type: body.type, data: body.data, headers, raw };
      got.push(r);
      const a = answer(r, got.length);
      if (a === 'hang') return new Promise<Response>(() => {});
      return new Response('ok', { status: a as number });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hook`,
    got,
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    stop: () => server.stop(true),
  };
}

/** The loopback allowed (OUTBOUND_ALLOW_HOSTS=127.0.0.1) for this file's tests. */
export function allowLoopback() {
  const before = config();
  beforeAll(() => setConfig({ ...before, outboundAllowHosts: ['127.0.0.1'] }));
  afterAll(() => setConfig(before));
}

/** Fast retries and timeouts, the loopback allowed, and a due-work runner delivering webhooks in this process. */
export function webhookRunner(over: Partial<ReturnType<typeof config>> = {}) {
  let runner: Runner | null = null;
  const before = config();
  beforeAll(async () => {
    setConfig({ ...before, outboundAllowHosts: ['127.0.0.1'], webhookRetryBaseMs: 40, webhookTimeoutMs: 300, ...over });
    runner = createRunner({ instanceId: `webhooks-${crypto.randomUUID().slice(0, 8)}`, kinds: [WEBHOOK_DELIVER], pollMs: 20 });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    setConfig(before);
  });
}

export const verify = (r: Received, secret = SECRET) => {
  const ts = r.headers['x-zapdesk-timestamp'];
  return r.headers['x-zapdesk-signature'] === `sha256=${createHmac('sha256', secret).update(`${ts}.${r.raw}`).digest('hex')}`;
};

export async function subscribe(token: string, url: string, events: string[] = ['message.created', 'message.updated', 'ticket.created', 'ticket.updated', 'contact.created', 'connection.updated']) {
  const res = await call('POST', '/webhooks', { token, body: { url, events, secret: SECRET } });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number };
}
