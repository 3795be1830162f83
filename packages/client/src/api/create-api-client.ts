import type { SessionResponse } from '@zapdesk/contracts';
import { ApiError, ERR_NETWORK } from '../errors';
import { peekPrefetched, takePrefetched } from './prefetch';
import { createRpc, type RpcData } from './rpc';

export type ApiClientOptions = {
  /** API origin, from the runtime config (`/config.json` → apiUrl). */
  baseUrl: string;
  /** The newest access token, or null when logged out. */
  getToken(): string | null;
  /** Called with the answer of a successful refresh. */
  onRefreshed(session: SessionResponse): void;
  /** Called when the session cannot continue: a 401, or a refresh that failed. */
  onSessionLost(reason: 'unauthorized' | 'refresh-failed'): void;
  fetch?: typeof fetch;
};

/** A typed endpoint that answers a POST: its URL builder and its call, whose answer types the form's. */
type FormEndpoint<A> = { $url(arg: A): URL; $post(...args: never[]): Promise<{ json(): Promise<unknown> }> };

/** A typed endpoint that answers a GET: its URL builder and its call. */
type GetEndpoint<A> = { $url(arg: A): URL; $get(...args: never[]): Promise<{ json(): Promise<unknown> }> };

/** Paths whose 401 means "wrong credentials", not "session gone". */
const SESSION_PATHS = ['/auth/login', '/auth/refresh_token', '/auth/logout', '/companies/cadastro', '/forgetpassword/', '/resetpasswords/'];

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    const b = body as { error: string; message?: string };
    return new ApiError(status, b.error, b.message, body);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : `HTTP ${status}`, undefined, body);
}

/**
 * The authenticated API client (core.md §4, DECISIONS "Authentication and errors"):
 * - sends `Authorization: Bearer <token>` and `credentials: 'include'` (the refresh cookie);
 * - a 403 `ERR_SESSION_EXPIRED` triggers ONE refresh; requests failing while it runs wait for it and are
 *   retried once with the new token; a failed refresh ends the session;
 * - a 401 on a session call ends the session; `ERR_NO_PERMISSION` and others are just thrown;
 * - every non-2xx answer is thrown as an `ApiError` carrying the catalogue code in `error`.
 */
export function createApiClient(opts: ApiClientOptions) {
  const baseUrl = opts.baseUrl.replace(/\/$/, '');
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<string | null> | null = null;

  /** Single-flight refresh: every caller during one refresh shares its outcome. */
  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const res = await doFetch(`${baseUrl}/auth/refresh_token`, { method: 'POST', credentials: 'include' });
        if (!res.ok) return null;
        const session = (await res.json()) as SessionResponse;
        opts.onRefreshed(session);
        return session.token;
      } catch {
        return null;
      } finally {
        queueMicrotask(() => (refreshing = null));
      }
    })();
    return refreshing;
  }

  async function send(url: string, init: RequestInit, token: string | null) {
    // A GET the page's entry script already sent with this token (the first requests of a cold load) is taken over.
    if ((init.method ?? 'GET').toUpperCase() === 'GET' && !init.body) {
      const early = takePrefetched(url, token);
      const res = early && (await early.catch(() => null));
      if (res) return res;
    }
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await doFetch(url, { ...init, headers, credentials: 'include' });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ApiError(0, ERR_NETWORK, (e as Error)?.message);
    }
  }

  /** fetch() with the session rules; resolves only with a 2xx Response: the transport of the typed client, private to it. */
  async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
    const sessionCall = !SESSION_PATHS.some((p) => path.startsWith(p));
    if (refreshing && sessionCall) await refreshing;
    const token = opts.getToken();
    let res = await send(url, init, token);

    if (res.status === 403 && sessionCall) {
      const body = await readBody(res.clone());
      if ((body as { error?: string } | null)?.error === 'ERR_SESSION_EXPIRED') {
        // Another request may have refreshed already: retry with its token before refreshing again.
        const newest = opts.getToken();
        const fresh = newest && newest !== token ? newest : await refresh();
        if (!fresh) {
          opts.onSessionLost('refresh-failed');
          throw toApiError(403, body);
        }
        res = await send(url, init, fresh);
      }
    }
    if (res.status === 401 && sessionCall) {
      opts.onSessionLost('unauthorized');
    }
    if (!res.ok) throw toApiError(res.status, await readBody(res));
    return res;
  }

  /**
   * The typed client: one Hono RPC client per route family of the API (`api.rpc.tickets`, `api.rpc.users`, …),
   * typed by the API's routes and answering the contracts of @zapdesk/contracts. It goes through `apiFetch`
   * (one refresh, the session rules): what it resolves with is always a 2xx; errors are thrown as ApiError.
   */
  const rpc = createRpc(baseUrl, apiFetch as typeof fetch);

  /**
   * POSTs a multipart body to a typed endpoint whose route reads the form itself (Hono RPC types JSON bodies and
   * declared forms only): `api.postForm(api.rpc.messages.messages[':ticketId'], { param }, form)`. The URL and the
   * answer's type come from the endpoint, the session rules from this client.
   */
  async function postForm<A, E extends FormEndpoint<A>>(endpoint: E, args: A, form: FormData): Promise<RpcData<Awaited<ReturnType<E['$post']>>>> {
    const res = await apiFetch(endpoint.$url(args), { method: 'POST', body: form });
    return (await res.json()) as RpcData<Awaited<ReturnType<E['$post']>>>;
  }

  /**
   * The answer of a GET the page's entry script sent early and that has already arrived, synchronously
   * (`api.peekGet(api.rpc.tickets.tickets, { query })`), else null: a screen renders it on its first render
   * instead of a render later. Taken once, on the same terms as the client's own requests take it over.
   */
  function peekGet<A, E extends GetEndpoint<A>>(endpoint: E, args: A): RpcData<Awaited<ReturnType<E['$get']>>> | null {
    if (refreshing) return null;
    let url: string;
    try {
      url = endpoint.$url(args).href;
    } catch {
      return null;
    }
    const hit = peekPrefetched(url, opts.getToken());
    return hit ? (hit.value as RpcData<Awaited<ReturnType<E['$get']>>>) : null;
  }

  return {
    baseUrl,
    rpc,
    postForm,
    peekGet,
    refresh,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
