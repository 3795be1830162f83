// Fault fixtures shared by the operations tests (api/test/ops) and bench/faults.ts: a free port, a
// redis-server of one's own that can be stopped and started again on its port, and a TCP proxy that cuts or
// stalls the connections to a real server. No product module is imported here (the bench imports this before
// it sets the environment the product reads).

/** A free loopback TCP port (the OS picks it; there is a small window before the caller binds it). */
export function freePort() {
  const s = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = s.port;
  s.stop(true);
  return port;
}

/** A redis-server of the test's own on its own port (never the shared one), restartable on that port. */
export function ownRedis(port = freePort()) {
  let proc: ReturnType<typeof Bun.spawn> | null = null;
  const start = async () => {
    proc = Bun.spawn(['redis-server', '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdout: 'ignore', stderr: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const ok = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } })
        .then((s) => (s.end(), true))
        .catch(() => false);
      if (ok) return;
      await Bun.sleep(50);
    }
    throw new Error(`redis-server did not start on ${port}`);
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const p = proc;
      proc = null;
      if (!p) return;
      p.kill('SIGKILL');
      await p.exited;
    },
  };
}

/**
 * A TCP proxy the test controls, in front of a real server: `cut` refuses new connections and drops the
 * open ones (the server is gone), `stall` holds every byte in both directions (a network that stopped
 * delivering; TCP would deliver late), `restore` delivers what was held and forwards again.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const net = await import('node:net');
  type Pair = { client: import('node:net').Socket; upstream: import('node:net').Socket; held: [import('node:net').Socket, Buffer][] };
  let mode: 'open' | 'stall' | 'cut' = 'open';
  const pairs = new Set<Pair>();
  let port = 0;
  let server: import('node:net').Server;
  const onConnection = (client: import('node:net').Socket) => {
    if (mode === 'cut') return client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const forward = (to: import('node:net').Socket) => (d: Buffer) => {
      if (mode === 'stall') pair.held.push([to, d]);
      else to.write(d);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const close = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const s of [client, upstream]) {
      s.on('error', close);
      s.on('close', close);
    }
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer(onConnection);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as import('node:net').AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut() {
      mode = 'cut';
      server.close();
      for (const p of [...pairs]) {
        p.client.destroy();
        p.upstream.destroy();
      }
      pairs.clear();
    },
    stall() {
      mode = 'stall';
    },
    async restore() {
      if (mode === 'cut') await listen();
      mode = 'open';
      for (const p of pairs) for (const [to, d] of p.held.splice(0)) to.write(d);
    },
    async close() {
      mode = 'cut';
      for (const p of pairs) {
        p.client.destroy();
        p.upstream.destroy();
      }
      await new Promise((r) => server.close(r));
    },
  };
}
