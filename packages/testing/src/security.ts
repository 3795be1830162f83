import { expect, test } from 'bun:test';
import type { ErrorCode } from '@zapdesk/contracts';
import { expiredTokenFor, forgedTokenFor, makeCompany, makeUser, type TestUser } from './fixtures';
import { call, type Call, type Reply } from './http';

/**
 * The shared security table (STYLE habit 14, after unkey's `runSharedRoleTests`): a family declares each route once and
 * `runSecurityTable` writes its cases, named in the tests; every refusal carries only `{ error, message }` and changes nothing.
 */

/** The least role that may call a route: `public` needs no token; `super` is the super-user flag. */
export type Role = 'public' | 'user' | 'supervisor' | 'admin' | 'super';
type Member = Exclude<Role, 'public'>;
const ladder: Member[] = ['user', 'supervisor', 'admin', 'super'];

/** What a family's world must hold: the company whose records the routes address, its admin and an attendant. */
export type Tenant = { company: { id: number }; admin: TestUser; user: TestUser };

type NotFoundCode = Extract<ErrorCode, `ERR_NO_${string}_FOUND`>;
type Query = NonNullable<Call['query']>;
type Snapshot<W> = (w: W) => unknown;
type Body = Record<string, unknown> | unknown[] | string | number | boolean | null;

export type SecuredRoute<W> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as documented; each `:name` is filled from the table's `params`. */
  path: string;
  /** The test label when two rows share method and path (default `METHOD /path`). */
  name?: string;
  query?: Query | ((w: W) => Query);
  body?: Body | ((w: W) => unknown);
  form?: (w: W) => FormData;
  role: Role;
  /** The route addresses a record of the world's company: another company gets 404 with this code. */
  otherCompany?: NotFoundCode;
  /** Company operations: a super user may call the route on any company, so the other-company case leaves them out. */
  superCrossesCompanies?: boolean;
  /** Public routes: the status they answer without a token (default: anything but 401 and 403). */
  answers?: number;
  /** Reads what the route could write; overrides the table's. */
  unchanged?: Snapshot<W>;
};

export type SecurityTable<W extends Tenant> = {
  /** A fresh world per test: the company and the records the routes address. */
  world: () => Promise<W>;
  /** The values of the `:name` parts of the paths. */
  params?: (w: W) => Record<string, string | number>;
  /** Reads what the family's routes could write: the same before and after a refused call. */
  unchanged?: Snapshot<W>;
  routes: SecuredRoute<W>[];
};

export const routeLabel = (r: Pick<SecuredRoute<unknown>, 'method' | 'path' | 'name'>) => r.name ?? `${r.method} ${r.path}`;

/** Calls a route of a table for a world, with a token or none. */
export function callRoute<W extends Tenant>(table: SecurityTable<W>, r: SecuredRoute<W>, w: W, token?: string): Promise<Reply> {
  const values = table.params?.(w) ?? {};
  const path = r.path.replace(/:(\w+)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${routeLabel(r)}: the table's params give no value for :${name}`);
    return String(values[name]);
  });
  const body = typeof r.body === 'function' ? r.body(w) : r.body;
  const query = typeof r.query === 'function' ? r.query(w) : r.query;
  return call(r.method, path, { token, query, body, form: r.form?.(w) });
}

/** Registers the shared cases of every route of the table (call it inside the family's `describe`). */
export function runSecurityTable<W extends Tenant>(table: SecurityTable<W>) {
  const labels = table.routes.map(routeLabel);
  const repeated = labels.find((l, i) => labels.indexOf(l) !== i);
  if (repeated) throw new Error(`two routes are labelled ${repeated}: give one a name`);
  for (const r of table.routes) {
    if (r.otherCompany && (r.role === 'public' || r.role === 'super')) throw new Error(`${routeLabel(r)}: a ${r.role} route has no other company to refuse`);
    if (r.role === 'public') publicCases(table, r);
    else memberCases(table, r, r.role);
  }
}

function publicCases<W extends Tenant>(table: SecurityTable<W>, r: SecuredRoute<W>) {
  const label = routeLabel(r);
  const served = (res: Reply) => {
    if (r.answers !== undefined) expect({ status: res.status, body: res.body }).toMatchObject({ status: r.answers });
    else expect([401, 403]).not.toContain(res.status);
  };
  test(`${label} needs no token`, async () => {
    served(await callRoute(table, r, await table.world()));
  });
  test(`${label} is not stopped by an expired token`, async () => {
    const w = await table.world();
    served(await callRoute(table, r, w, await expiredTokenFor(w.user)));
  });
}

function memberCases<W extends Tenant>(table: SecurityTable<W>, r: SecuredRoute<W>, role: Member) {
  const label = routeLabel(r);
  const snapshot = r.unchanged ?? table.unchanged;
  const changesNothing = snapshot ? ' and changes nothing' : '';
  /** Runs the refused calls and checks, when the family can read it, that nothing they could write changed. */
  const refused = async (w: W, calls: () => Promise<void>) => {
    const before = await snapshot?.(w);
    await calls();
    if (snapshot) expect(await snapshot(w)).toEqual(before);
  };

  const badTokens: [string, (u: TestUser) => Promise<string | undefined>][] = [
    ['without a token', async () => undefined],
    ['with an expired token', expiredTokenFor],
    ['with a forged token', forgedTokenFor],
  ];
  for (const [how, tokenOf] of badTokens) {
    test(`${label} ${how} answers 403 ERR_SESSION_EXPIRED${changesNothing}`, async () => {
      const w = await table.world();
      const token = await tokenOf(await memberOf(w, role));
      await refused(w, async () => expectRefusal(await callRoute(table, r, w, token), how, 403, 'ERR_SESSION_EXPIRED'));
    });
  }

  if (r.otherCompany) {
    const code = r.otherCompany;
    const callers = ladder.slice(ladder.indexOf(role)).filter((p) => !(p === 'super' && r.superCrossesCompanies));
    for (const p of callers) {
      test(`${label} on another company's record answers 404 ${code} to its ${names[p]}${changesNothing}`, async () => {
        const w = await table.world();
        const u = await memberOf(await makeCompany(), p);
        await refused(w, async () => expectRefusal(await callRoute(table, r, w, u.token), `its ${p}`, 404, code));
      });
    }
  }

  for (const lower of ladder.slice(0, ladder.indexOf(role))) {
    test(`${label} by ${lower === 'admin' ? 'an admin (not super)' : `a ${lower}`} answers 403 ERR_NO_PERMISSION${changesNothing}`, async () => {
      const w = await table.world();
      const u = await memberOf(w, lower);
      await refused(w, async () => expectRefusal(await callRoute(table, r, w, u.token), lower, 403, 'ERR_NO_PERMISSION'));
    });
  }
}

/** A member of the tenant's company with that role (the world's own admin and attendant when they fit). */
async function memberOf(t: Tenant, role: Member) {
  if (role === 'user') return t.user;
  if (role === 'admin') return t.admin;
  if (role === 'supervisor') return makeUser(t.company.id, { profile: 'supervisor' });
  return makeUser(t.company.id, { profile: 'admin', super: true });
}

/** The answer is the refusal expected, and carries nothing but the error. */
function expectRefusal(res: Reply, who: string, status: number, error: ErrorCode) {
  expect({ who, status: res.status, error: res.body?.error }).toEqual({ who, status, error });
  expect({ who, fields: Object.keys(res.body ?? {}).sort() }).toEqual({ who, fields: ['error', 'message'] });
}

const names: Record<Member, string> = { user: 'user', supervisor: 'supervisor', admin: 'admin', super: 'super user' };
