/** A loopback HTTP server a test starts in place of an outside service: it records every request and answers with the test's handler. */
export type Seen = { method: string; path: string; headers: Headers; body: string; raw: Uint8Array };

export function fakeServer(handler: (req: Seen) => Response | Promise<Response>) {
  const requests: Seen[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const raw = new Uint8Array(await req.arrayBuffer());
      const seen = { method: req.method, path: new URL(req.url).pathname + new URL(req.url).search, headers: req.headers, body: new TextDecoder().decode(raw), raw };
      requests.push(seen);
      return handler(seen);
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, port: server.port, requests, stop: () => server.stop(true) };
}

export const jsonAnswer = (v: unknown, status = 200) => Response.json(v, { status });
