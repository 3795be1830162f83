import { z } from 'zod';
import { languages, profiles } from '../constants';
import { allTicketValues } from '../schemas/users';
import { count, entityId, isoDateTime, nullableId } from './common';

const companyExample = {
  id: 2,
  name: 'Demo Company',
  dueDate: '2025-04-14T00:00:00.000Z',
  timezone: 'America/Sao_Paulo',
  planId: 1,
  settings: [
    { key: 'userRating', value: 'disabled' },
    { key: 'campaignsEnabled', value: 'true' },
  ],
};

/** A queue of a user; `UserQueue` is the join row existing clients read (their kanban page needs it). */
export const UserQueue = z
  .object({ id: entityId, name: z.string(), color: z.string(), UserQueue: z.object({ userId: entityId, queueId: entityId }) })
  .meta({ id: 'UserQueue', example: { id: 3, name: 'Suporte', color: '#1976d2', UserQueue: { userId: 7, queueId: 3 } } });
export type UserQueue = z.infer<typeof UserQueue>;

/** The user's company as the session carries it; `asaas` (a credential) is among the settings for admins only. */
export const SessionCompany = z
  .object({
    id: entityId,
    name: z.string(),
    dueDate: isoDateTime.nullable(),
    timezone: z.string(),
    planId: nullableId,
    settings: z.array(z.object({ key: z.string(), value: z.string() })),
  })
  .meta({ id: 'SessionCompany', example: companyExample });
export type SessionCompany = z.infer<typeof SessionCompany>;

const userExample = {
  id: 7,
  name: 'Ana Lima',
  email: 'ana@demo.zapdesk.local',
  profile: 'user',
  super: false,
  allTicket: 'desabled',
  whatsappId: null,
  language: 'pt',
  companyId: 2,
  online: true,
  company: companyExample,
  queues: [{ id: 3, name: 'Suporte', color: '#1976d2', UserQueue: { userId: 7, queueId: 3 } }],
};

/** The user of the wire format: login, refresh, /auth/me, the users screens and `user` events (DECISIONS). */
export const User = z
  .object({
    id: entityId,
    name: z.string(),
    email: z.string(),
    profile: z.enum(profiles),
    super: z.boolean(),
    allTicket: z.enum(allTicketValues),
    whatsappId: nullableId,
    language: z.enum(languages).nullable(),
    companyId: entityId,
    online: z.boolean(),
    company: SessionCompany.nullable(),
    queues: z.array(UserQueue),
  })
  .meta({ id: 'User', example: userExample });
export type User = z.infer<typeof User>;

/** POST /auth/login and /auth/refresh_token: the access token and the session user (the refresh token travels as a cookie). */
export const SessionResponse = z
  .object({ token: z.string(), user: User })
  .meta({ id: 'SessionResponse', example: { token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6N30.c2lnbmF0dXJl', user: userExample } });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** GET /users/list: every user of the company with their queues, for pickers. */
export const UserListItem = z
  .object({ id: entityId, name: z.string(), email: z.string(), profile: z.enum(profiles), queues: z.array(UserQueue) })
  .meta({ id: 'UserListItem', example: { id: 7, name: 'Ana Lima', email: 'ana@demo.zapdesk.local', profile: 'user', queues: userExample.queues } });
export type UserListItem = z.infer<typeof UserListItem>;

export const UserList = z.object({ users: z.array(User), count, hasMore: z.boolean() }).meta({ id: 'UserList', example: { users: [userExample], count: 1, hasMore: false } });
export type UserList = z.infer<typeof UserList>;

/** POST /users/set-language/{lang}. */
export const LanguageResult = z.object({ language: z.enum(languages) }).meta({ id: 'LanguageResult', example: { language: 'en' } });
export type LanguageResult = z.infer<typeof LanguageResult>;
