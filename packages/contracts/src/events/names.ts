/**
 * The kinds of company events the server emits: `company-{companyId}-{kind}` (the spec's names, kept byte
 * for byte; note the lowercase `quickmessage`). Payload schemas: ./payloads.ts. No zod here: the web
 * clients import this file at runtime.
 */
export const companyEventKinds = ['ticket', 'appMessage', 'contact', 'user', 'auth', 'queue', 'tag', 'quickmessage', 'whatsapp', 'whatsappSession', 'settings', 'schedule', 'file', 'ContactList', 'ContactListItem', 'campaign', 'prompt', 'queueIntegration'] as const;
export type CompanyEventKind = (typeof companyEventKinds)[number];
/** Kinds whose name ends with the id of the record they belong to: `company-{id}-ContactListItem-{listId}`. */
export const scopedCompanyEventKinds = ['ContactListItem'] as const satisfies readonly CompanyEventKind[];
export type ScopedCompanyEventKind = (typeof scopedCompanyEventKinds)[number];
export type CompanyEventName<K extends CompanyEventKind = CompanyEventKind> = K extends 'schedule'
  ? `company${number}-schedule`
  : K extends ScopedCompanyEventKind
    ? `company-${number}-${K}-${number}`
    : `company-${number}-${K}`;

/**
 * The one place event names are built: `companyEvent(1, 'ticket')` → `company-1-ticket`. Schedules are the
 * exception existing clients listen to: `company1-schedule`, without the dash after "company".
 */
export const companyEvent = <K extends CompanyEventKind>(companyId: number, kind: K, scope?: number): CompanyEventName<K> =>
  (kind === 'schedule' ? `company${companyId}-schedule` : scope !== undefined ? `company-${companyId}-${kind}-${scope}` : `company-${companyId}-${kind}`) as CompanyEventName<K>;

const NAME = /^company-?(\d+)-(\w+?)(?:-(\d+))?$/;
/** The company and kind of an event name (and the scope of a scoped kind), or null for any other event (`ready`, …). */
export function parseCompanyEvent(name: string): { companyId: number; kind: CompanyEventKind; scope?: number } | null {
  const m = NAME.exec(name);
  if (!m || !(companyEventKinds as readonly string[]).includes(m[2])) return null;
  const scoped = (scopedCompanyEventKinds as readonly string[]).includes(m[2]);
  if (scoped !== (m[3] !== undefined)) return null;
  return scoped ? { companyId: Number(m[1]), kind: m[2] as CompanyEventKind, scope: Number(m[3]) } : { companyId: Number(m[1]), kind: m[2] as CompanyEventKind };
}
