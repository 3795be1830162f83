import { companyEventPayloads, contractViolations, type CompanyEventKind } from '@zapdesk/contracts';
import { TrieRouter } from 'hono/router/trie-router';
import { z } from 'zod';
import { DOC, type RouteDoc } from '../../src/lib/validate';
import { apiApp } from './app';

type Declared = { route: string; doc: RouteDoc };

/** The routes that answer no JSON, and what they answer instead; every other documented route declares a JSON contract. */
export const NOT_JSON_ROUTES: Record<string, string> = {
  'GET /public/:companyId/:file': 'a stored file (or a byte range of it)',
  'GET /contacts/export': 'contatos.csv',
  'POST /messages/:ticketId/heartbeat': '204, no body',
};

const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id ?? 'an unnamed schema';
const failure = (what: string, violations: string[]) => new Error(`${what}:\n  - ${violations.join('\n  - ')}`);

/**
 * The wire contract, enforced in tests: every 2xx JSON answer of `call()` is checked against the response
 * schema its route declares (`doc({ responses })`), and every company event against the event map. The
 * preload installs both; `checkedRoutes` and `seenEvents` say what a test file exercised.
 */
function build() {
  const router = new TrieRouter<Declared>();
  for (const r of apiApp().routes) {
    const doc = (r.handler as { [DOC]?: RouteDoc })[DOC];
    if (doc) router.add(r.method, r.path, { route: `${r.method} ${r.path}`, doc });
  }
  const checkedRoutes = new Set<string>();

  function checkResponse(method: string, path: string, status: number, body: unknown) {
    const [matches] = router.match(method, path.length > 1 ? path.replace(/\/+$/, '') : path);
    const declared = matches[0]?.[0];
    if (!declared?.doc.responses) return;
    const answer = declared.doc.responses[status];
    if (!answer?.schema) {
      const statuses = Object.keys(declared.doc.responses).join(', ');
      throw new Error(`${method} ${path} answered ${status} JSON, but ${declared.route} declares no JSON answer for ${status} (it declares ${statuses})`);
    }
    const violations = contractViolations(answer.schema, body);
    if (violations.length) throw failure(`${method} ${path} answered ${status} with a body that departs from its contract (${idOf(answer.schema)}, declared by ${declared.route})`, violations);
    checkedRoutes.add(declared.route);
  }

  const seenEvents = new Set<string>();
  const eventViolations: string[] = [];
  function checkEvent(kind: CompanyEventKind, payload: unknown) {
    const action = (payload as { action?: unknown } | null)?.action;
    seenEvents.add(`${kind}:${String(action)}`);
    const violations = contractViolations(companyEventPayloads[kind], payload);
    if (violations.length) eventViolations.push(failure(`the ${kind} event (action ${String(action)}) departs from its contract`, violations).message);
  }

  return { checkResponse, checkedRoutes, checkEvent, seenEvents, eventViolations };
}

let contract: ReturnType<typeof build> | null = null;
/** The contract checks of this test process, built from the app the preload lent @zapdesk/testing. */
export const apiContract = () => (contract ??= build());
