import * as z from 'zod/mini';
import type { Profile } from '@zapdesk/contracts/constants';
import type { User } from '@zapdesk/contracts';

export const PROFILES: readonly Profile[] = ['admin', 'supervisor', 'user'];
export const ALL_TICKET_VALUES = ['enabled', 'desabled'] as const;

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  profile: Profile;
  queueIds: number[];
  allTicket: (typeof ALL_TICKET_VALUES)[number];
  /** '' = no default connection. */
  whatsappId: string;
};

export function userFormDefaults(u?: User | null): UserFormValues {
  return {
    name: u?.name ?? '',
    email: u?.email ?? '',
    password: '',
    profile: u?.profile ?? 'user',
    queueIds: u?.queues.map((q) => q.id) ?? [],
    allTicket: u?.allTicket ?? 'desabled',
    whatsappId: u?.whatsappId ? String(u.whatsappId) : '',
  };
}

export type UserFormMessages = { min: (n: number) => string; max: (n: number) => string; email: string; required: string };

/** core.md §5: name 2–50; valid e-mail; password 5–50, optional on edit (empty keeps it). */
export function userFormSchema(isNew: boolean, m: UserFormMessages) {
  const passwordRule = z.string().check(z.minLength(5, m.min(5)), z.maxLength(50, m.max(50)));
  return z.object({
    name: z.string().check(z.trim(), z.minLength(2, m.min(2)), z.maxLength(50, m.max(50))),
    email: z.string().check(z.trim(), z.minLength(1, m.required), z.maxLength(254, m.max(254)), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.email)),
    password: isNew ? passwordRule : z.union([z.literal(''), passwordRule]),
    profile: z.enum(['admin', 'supervisor', 'user']),
    queueIds: z.array(z.number()),
    allTicket: z.enum(ALL_TICKET_VALUES),
    whatsappId: z.string(),
  });
}

/**
 * POST /users or PUT /users/{id}. Profile, queues, allTicket and the default connection are sent by
 * admins only (DECISIONS); an empty password on edit is left out (the API keeps the old one).
 */
export function userBody(v: UserFormValues, opts: { isNew: boolean; isAdmin: boolean }) {
  return {
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    ...(opts.isNew || v.password ? { password: v.password } : {}),
    ...(opts.isAdmin ? { profile: v.profile, queueIds: v.queueIds, allTicket: v.allTicket, whatsappId: v.whatsappId ? Number(v.whatsappId) : null } : {}),
  };
}
