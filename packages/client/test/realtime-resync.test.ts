import { afterAll, beforeAll, expect, test } from 'bun:test';
import { makeCompany } from '@zapdesk/testing';
import { startServers } from '../../../api/src/server';
import { createRealtimeClient } from '../src/realtime/create-realtime-client';

/** The realtime client against the real gateway: when it tells the screens to refetch, and when not. */
let server: Awaited<ReturnType<typeof startServers>>;
beforeAll(async () => {
  server = await startServers({ port: 0, webPort: false });
});
afterAll(async () => {
  await server.stop();
});

async function eventually(cond: () => boolean, what: string, ms = 8000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`not reached: ${what}`);
    await Bun.sleep(10);
  }
}

test('a resync is signalled after a reconnection and on the server’s hint, not on the first connection', async () => {
  const { admin } = await makeCompany();
  const client = createRealtimeClient({
    url: `http://127.0.0.1:${server.api.port}`,
    getToken: () => admin.token,
    refreshToken: async () => admin.token,
    onSessionLost: () => {},
  });
  let resyncs = 0;
  client.onResync(() => resyncs++);
  let readies = 0;
  client.on('ready', () => readies++);
  client.connect();
  await eventually(() => readies === 1, 'first ready');
  expect(resyncs).toBe(0);

  server.io.local.emit('resync');
  await eventually(() => resyncs === 1, 'resync on the server hint');

  // The server drops the socket (as a restarting API process would): the client reconnects and resyncs.
  server.io.local.disconnectSockets(true);
  await eventually(() => readies === 2, 'second ready');
  await eventually(() => resyncs === 2, 'resync after the reconnection');
  client.disconnect();
});
