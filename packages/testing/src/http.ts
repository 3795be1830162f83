/** What `call` needs of the API app (a Hono app's `request`). */
export type TestApp = { request(input: string, init?: RequestInit): Response | Promise<Response> };

let app: TestApp | null = null;
/** The API app the tests call; set once by the test preload (api/test/kit/preload.ts), which owns the API. */
export const setTestApp = (a: TestApp) => {
  app = a;
};
export const testApp = (): TestApp => {
  if (!app) throw new Error('no test app: the test preload (api/test/kit/preload.ts) sets it');
  return app;
};

/**
 * Checks a 2xx JSON answer against the contract its route declares and throws a readable error when it
 * departs. The test preload installs it (api/test/kit/contract.ts): every `call()` of every test is checked.
 */
export type ResponseCheck = (method: string, path: string, status: number, body: unknown) => void;
let responseCheck: ResponseCheck | null = null;
export const setResponseCheck = (check: ResponseCheck | null) => {
  responseCheck = check;
};

export type Call = { token?: string; body?: unknown; query?: Record<string, string | number | boolean | undefined>; headers?: Record<string, string>; form?: FormData };
export type Reply<T = any> = { status: number; body: T; headers: Headers };

/** One request through the real app (no network), returning status, parsed body and headers. */
export async function call<T = any>(method: string, path: string, opts: Call = {}): Promise<Reply<T>> {
  const url = new URL(path, 'http://api.test');
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await testApp().request(url.pathname + url.search, { method, headers, body });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  if (responseCheck && res.ok && res.headers.get('content-type')?.includes('application/json')) responseCheck(method.toUpperCase(), url.pathname, res.status, parsed);
  return { status: res.status, body: parsed, headers: res.headers };
}
