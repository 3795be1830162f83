import { io, type Socket } from 'socket.io-client';

export type { Socket } from 'socket.io-client';

/** Guard against a hang only; nothing asserts how long delivery takes. */
const GUARD_MS = 4000;

/** A socket.io-client 4 socket the way the web app opens it (websocket only, token in the query). No reconnection. */
export function openSocket(url: string, token?: string, opts: { autoConnect?: boolean } = {}): Socket {
  return io(url, { transports: ['websocket'], query: token === undefined ? {} : { token }, forceNew: true, reconnection: false, autoConnect: opts.autoConnect ?? true });
}

/** Resolves with the first payload of `event`; rejects after a guard timeout. */
export function nextEvent<T = any>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no "${event}" within ${GUARD_MS} ms`));
    }, GUARD_MS);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** Connects and waits for the server's `ready`; rejects with the connect_error message when refused. */
export function connectReady(url: string, token?: string): Promise<Socket> {
  const s = openSocket(url, token, { autoConnect: false });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.close();
      reject(new Error(`no "ready" within ${GUARD_MS} ms`));
    }, GUARD_MS);
    s.once('ready', () => {
      clearTimeout(timer);
      resolve(s);
    });
    s.once('connect_error', (err) => {
      clearTimeout(timer);
      s.close();
      reject(err);
    });
    s.connect();
  });
}

/** The connect_error message a refused connection gets (rejects when the connection is accepted). */
export async function refusal(url: string, token?: string): Promise<string> {
  try {
    const s = await connectReady(url, token);
    s.close();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('connection was accepted');
}

/** Records every event a socket receives, in order. */
export function record(socket: Socket) {
  const events: { event: string; payload: any }[] = [];
  socket.onAny((event: string, payload: any) => events.push({ event, payload }));
  return {
    events,
    of: (event: string) => events.filter((e) => e.event === event).map((e) => e.payload),
    /** Waits until `event` has been received `n` times in total. */
    async until(event: string, n = 1) {
      const deadline = Date.now() + GUARD_MS;
      while (events.filter((e) => e.event === event).length < n) {
        if (Date.now() > deadline) throw new Error(`"${event}" seen fewer than ${n} times`);
        await Bun.sleep(5);
      }
    },
  };
}
