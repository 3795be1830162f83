import { AppError, type Profile } from '@zapdesk/contracts';

/** A person logged in to the web app or the API (set from the access token by the auth middleware). */
export type UserActor = { type: 'user'; userId: number; companyId: number; profile: Profile; super: boolean };
/**
 * Work nobody is at the keyboard for: due work, the inbound pipeline, senders and bots. It acts inside
 * one company with an administrator's rights there, and is never a super user.
 */
export type SystemActor = { type: 'system'; companyId: number; job: string };
/** An integrator calling the external API with a connection's token: it acts in that company, on that connection only. */
export type ConnectionActor = { type: 'connection'; companyId: number; whatsappId: number };
/** Who is acting: taken from the credential once (or named by the job), and read by every permission check. */
export type Actor = UserActor | SystemActor | ConnectionActor;
export type Ctx = { actor: Actor };
export type UserCtx = { actor: UserActor };

export const userActor = (u: { userId: number; companyId: number; profile: Profile; super: boolean }): UserActor => ({ type: 'user', ...u });
/** The context of work that runs unattended in a company (`job` names it in logs). */
export const systemCtx = (companyId: number, job: string): Ctx => ({ actor: { type: 'system', companyId, job } });
/** The context of an external API call made with a connection's token. */
export const connectionCtx = (c: { companyId: number; whatsappId: number }): { actor: ConnectionActor } => ({ actor: { type: 'connection', ...c } });

export const isUser = (a: Actor): a is UserActor => a.type === 'user';
export const isSuper = (a: Actor) => a.type === 'user' && a.super;
export const isAdmin = (a: Actor) => a.type === 'system' || (a.type === 'user' && (a.profile === 'admin' || a.super));
export const isSupervisorOrAdmin = (a: Actor) => isAdmin(a) || (a.type === 'user' && a.profile === 'supervisor');
/** The acting user's id; null for the system. */
export const actorUserId = (a: Actor): number | null => (a.type === 'user' ? a.userId : null);

/** For operations only a person can do (their own profile, their own messages): the system is refused. */
export function requireUser(a: Actor): UserActor {
  if (a.type !== 'user') throw new AppError('ERR_NO_PERMISSION', 'Only a logged-in user may do this');
  return a;
}
