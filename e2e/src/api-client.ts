// Direct REST calls for browser tests: log in as a demo account and call the product's API, to set up state
// or to compare what a screen shows with what the API answers.
import type { Product } from './harness';

export type ApiSession = { token: string; call<T = any>(method: string, path: string, body?: unknown): Promise<T> };

export async function apiLogin(product: Pick<Product, 'apiUrl'>, email: string, password: string): Promise<ApiSession> {
  const res = await fetch(`${product.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return {
    token,
    async call(method, path, body) {
      const r = await fetch(`${product.apiUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
      return (text ? JSON.parse(text) : null) as never;
    },
  };
}

/**
 * An API session of a second administrator of the demo company, created for the test run: a login ends the
 * account's other sessions (DECISIONS), so API calls must not share the account the browser uses.
 */
export async function apiAdmin(product: Pick<Product, 'apiUrl'>, demoAdmin: { email: string; password: string }, tag: string): Promise<ApiSession> {
  const owner = await apiLogin(product, demoAdmin.email, demoAdmin.password);
  const email = `api-${tag}-${Date.now()}@e2e.zapdesk.local`;
  const password = 'E2e-api-admin-1';
  await owner.call('POST', '/users', { name: `API ${tag}`, email, password, profile: 'admin' });
  return apiLogin(product, email, password);
}
