import type { Profile } from '@zapdesk/contracts';

/** Who is acting, taken from the credential once by the auth middleware (or the session runtime). */
export type Actor = {
  userId: number;
  companyId: number;
  profile: Profile;
  super: boolean;
};
export type Ctx = { actor: Actor };

export const isAdmin = (a: Actor) => a.profile === 'admin' || a.super;
export const isSupervisorOrAdmin = (a: Actor) => isAdmin(a) || a.profile === 'supervisor';
