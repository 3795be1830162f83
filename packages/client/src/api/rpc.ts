import { hc } from 'hono/client';
import type { ApiFamilies } from '@zapdesk/api/app';

/** The Hono RPC client of one route family: `rpc.tickets.tickets[':id'].$put({ param, json })`. */
export type FamilyClient<F extends ApiFamilies[keyof ApiFamilies]> = ReturnType<typeof hc<F>>;

/** One typed client per route family, all over the same transport (`api.rpc.<family>`). */
export type ApiRpc = { [K in keyof ApiFamilies]: FamilyClient<ApiFamilies[K]> };

/** The family names (the compiler checks the list against the API's map, both ways). */
const families = {
  auth: true,
  plans: true,
  companies: true,
  helps: true,
  passwordReset: true,
  users: true,
  settings: true,
  contacts: true,
  ticketNotes: true,
  tickets: true,
  messages: true,
  dashboard: true,
  queues: true,
  queueOptions: true,
  tags: true,
  quickMessages: true,
  media: true,
  whatsapps: true,
  simulator: true,
  contactImport: true,
  schedules: true,
  files: true,
  contactLists: true,
  campaignSettings: true,
  campaigns: true,
  flows: true,
  announcements: true,
  chats: true,
  invoices: true,
  externalApi: true,
  webhooks: true,
  prompts: true,
  queueIntegrations: true,
} satisfies Record<keyof ApiFamilies, true>;

/**
 * Per-family clients keep each family's route types whole (one client over the merged app degrades to
 * a few families). At run time they are one Hono client: paths are the same whatever the family.
 */
export function createRpc(baseUrl: string, fetch: typeof globalThis.fetch): ApiRpc {
  const client = hc(baseUrl, { fetch, init: { credentials: 'include' } });
  return Object.fromEntries(Object.keys(families).map((name) => [name, client])) as unknown as ApiRpc;
}

/** What a typed call answers: its JSON body (every answer the client resolves with is a 2xx). */
export type RpcData<R> = R extends { json(): Promise<infer T> } ? T : never;

/**
 * Awaits a typed call and parses its JSON: `const { tickets } = await call(api.rpc.tickets.tickets.$get({ query }))`.
 * Errors never reach here: the client's fetch throws an `ApiError` for every non-2xx answer.
 */
export async function call<R extends { json(): Promise<unknown> }>(pending: Promise<R>): Promise<RpcData<R>> {
  const res = await pending;
  return (await res.json()) as RpcData<R>;
}
/** The same as `call`. */
export const unwrap = call;
