// Direct REST calls for browser tests: log in as a demo account and call the product's API, to set up state
// or to compare what a screen shows with what the API answers.
import type { Page } from 'playwright-core';
import type { Product } from './harness';

/** One API call with a bearer token: the status and the parsed body, whatever the status. */
export async function apiRequest<T = any>(product: Pick<Product, 'apiUrl'>, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: T; text: string }> {
  const r = await fetch(`${product.apiUrl}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: r.status, body: parsed as T, text };
}

/** One API call that must succeed: its parsed body, or an error naming the call and the answer. */
export async function apiOk<T = any>(product: Pick<Product, 'apiUrl'>, token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  const r = await apiRequest<T>(product, token, method, path, body);
  if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${r.text}`);
  return r.body;
}

/** The access token of the user logged in on `page`. */
export const pageToken = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('token')))!) as string;

/** A call to the API as the user logged in on `page`: the status and the parsed body. */
export const apiAsPage = async <T = any>(product: Pick<Product, 'apiUrl'>, page: Page, method: string, path: string, body?: unknown) =>
  apiRequest<T>(product, await pageToken(page), method, path, body);

export type ApiSession = { token: string; call<T = any>(method: string, path: string, body?: unknown): Promise<T> };

export async function apiLogin(product: Pick<Product, 'apiUrl'>, email: string, password: string): Promise<ApiSession> {
  const res = await fetch(`${product.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return {
    token,
    call: (method, path, body) => apiOk(product, token, method, path, body),
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
