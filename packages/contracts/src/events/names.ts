/**
 * The kinds of company events the server emits: `company-{companyId}-{kind}` (the spec's names, kept byte
 * for byte; note the lowercase `quickmessage`). Payload schemas: ./payloads.ts. No zod here: the web
 * clients import this file at runtime.
 */
export const companyEventKinds = ['ticket', 'appMessage', 'contact', 'user', 'auth', 'queue', 'tag', 'quickmessage', 'whatsapp', 'whatsappSession', 'settings', 'schedule', 'file'] as const;
export type CompanyEventKind = (typeof companyEventKinds)[number];
export type CompanyEventName<K extends CompanyEventKind = CompanyEventKind> = K extends 'schedule' ? `company${number}-schedule` : `company-${number}-${K}`;

/**
 * The one place event names are built: `companyEvent(1, 'ticket')` → `company-1-ticket`. Schedules are the
 * exception existing clients listen to: `company1-schedule`, without the dash after "company".
 */
export const companyEvent = <K extends CompanyEventKind>(companyId: number, kind: K): CompanyEventName<K> =>
  (kind === 'schedule' ? `company${companyId}-schedule` : `company-${companyId}-${kind}`) as CompanyEventName<K>;

const NAME = /^company-?(\d+)-(\w+)$/;
/** The company and kind of an event name, or null for any other event (`ready`, …). */
export function parseCompanyEvent(name: string): { companyId: number; kind: CompanyEventKind } | null {
  const m = NAME.exec(name);
  if (!m || !(companyEventKinds as readonly string[]).includes(m[2])) return null;
  return { companyId: Number(m[1]), kind: m[2] as CompanyEventKind };
}
