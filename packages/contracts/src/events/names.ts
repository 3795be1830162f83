/**
 * The kinds of company events the server emits: `company-{companyId}-{kind}` (the spec's names, kept byte
 * for byte; note the lowercase `quickmessage`). Payload schemas: ./payloads.ts. No zod here: the web
 * clients import this file at runtime.
 */
export const companyEventKinds = ['ticket', 'appMessage', 'contact', 'user', 'auth', 'queue', 'tag', 'quickmessage', 'whatsapp', 'whatsappSession', 'settings', 'schedule', 'file', 'ContactList', 'ContactListItem', 'campaign', 'chat', 'chatUser', 'chatThread', 'announcement', 'payment', 'prompt', 'queueIntegration', 'invoice'] as const;
export type CompanyEventKind = (typeof companyEventKinds)[number];
/** Kinds whose name ends with the id of the record they belong to: `company-{id}-ContactListItem-{listId}`. */
export const scopedCompanyEventKinds = ['ContactListItem', 'chatUser', 'chatThread'] as const satisfies readonly CompanyEventKind[];
export type ScopedCompanyEventKind = (typeof scopedCompanyEventKinds)[number];
export type CompanyEventName<K extends CompanyEventKind = CompanyEventKind> = K extends 'schedule'
  ? `company${number}-schedule`
  : K extends 'announcement'
    ? 'company-announcement'
    : K extends 'chatUser'
      ? `company-${number}-chat-user-${number}`
      : K extends 'chatThread'
        ? `company-${number}-chat-${number}`
        : K extends ScopedCompanyEventKind
          ? `company-${number}-${K}-${number}`
          : `company-${number}-${K}`;

/**
 * The one place event names are built: `companyEvent(1, 'ticket')` → `company-1-ticket`. The exceptions are the
 * names existing clients listen to: schedules are `company1-schedule` (no dash after "company"); announcements
 * are platform-wide, `company-announcement` (no company id); a chat's members hear `company-{id}-chat-user-{userId}`
 * (`chatUser`, scoped by the user) and `company-{id}-chat-{chatId}` (`chatThread`, scoped by the chat).
 */
export const companyEvent = <K extends CompanyEventKind>(companyId: number, kind: K, scope?: number): CompanyEventName<K> => {
  if (kind === 'schedule') return `company${companyId}-schedule` as CompanyEventName<K>;
  if (kind === 'announcement') return 'company-announcement' as CompanyEventName<K>;
  if (kind === 'chatUser') return `company-${companyId}-chat-user-${scope}` as CompanyEventName<K>;
  if (kind === 'chatThread') return `company-${companyId}-chat-${scope}` as CompanyEventName<K>;
  return (scope !== undefined ? `company-${companyId}-${kind}-${scope}` : `company-${companyId}-${kind}`) as CompanyEventName<K>;
};

const NAME = /^company-?(\d+)-(\w+?)(?:-(\d+))?$/;
const CHAT_USER = /^company-(\d+)-chat-user-(\d+)$/;
/**
 * The company and kind of an event name (and the scope of a scoped kind), or null for any other event (`ready`, …).
 * `company-announcement` belongs to no company (companyId null).
 */
export function parseCompanyEvent(name: string): { companyId: number | null; kind: CompanyEventKind; scope?: number } | null {
  if (name === 'company-announcement') return { companyId: null, kind: 'announcement' };
  const u = CHAT_USER.exec(name);
  if (u) return { companyId: Number(u[1]), kind: 'chatUser', scope: Number(u[2]) };
  const m = NAME.exec(name);
  if (!m || !(companyEventKinds as readonly string[]).includes(m[2]) || m[2] === 'announcement' || m[2] === 'chatUser' || m[2] === 'chatThread') return null;
  if (m[2] === 'chat' && m[3] !== undefined) return { companyId: Number(m[1]), kind: 'chatThread', scope: Number(m[3]) };
  const scoped = (scopedCompanyEventKinds as readonly string[]).includes(m[2]);
  if (scoped !== (m[3] !== undefined)) return null;
  return scoped ? { companyId: Number(m[1]), kind: m[2] as CompanyEventKind, scope: Number(m[3]) } : { companyId: Number(m[1]), kind: m[2] as CompanyEventKind };
}
