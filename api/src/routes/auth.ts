import { Hono } from 'hono';
import { z } from 'zod';
import { email, LanguageResult, languages, ResultMessage, SessionResponse, User } from '@zapdesk/contracts';
import { cachedPublicSessionJson, loadSessionUser, login, logout, publicUser, refreshSession, setLanguage } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { clientIp } from '../lib/client-ip';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../lib/cookies';
import { signAccessToken, verifyAccessToken } from '@zapdesk/core';
import { jsonText } from '../lib/json-text';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const LoginBody = z.object({ email, password: z.string().min(1).max(200) });

async function sessionResponse(user: Awaited<ReturnType<typeof loadSessionUser>>): Promise<SessionResponse> {
  const token = await signAccessToken(user);
  return { token, user: publicUser(user) };
}

export const authRoutes = new Hono<AppEnv>({ strict: false })
  .post('/auth/login', doc({ summary: 'Log in (sets the refresh cookie)', tags: ['session'], auth: 'none', responses: json(SessionResponse, 'The access token and the session user') }), v('json', LoginBody), async (c) => {
    const { user, refreshToken } = await login({ input: { ...c.req.valid('json'), ip: clientIp(c) } });
    setRefreshCookie(c, refreshToken);
    return c.json(await sessionResponse(user));
  })
  .post('/auth/refresh_token', doc({ summary: 'Rotate the refresh cookie and get a new access token', tags: ['session'], auth: 'none', responses: json(SessionResponse, 'A new access token and the session user') }), async (c) => {
    const { user, refreshToken } = await refreshSession({ input: { refreshToken: readRefreshCookie(c) } });
    setRefreshCookie(c, refreshToken);
    return c.json(await sessionResponse(user));
  })
  .delete('/auth/logout', doc({ summary: 'End the session (succeeds without a valid cookie)', tags: ['session'], auth: 'none', responses: json(ResultMessage, 'USER_LOGOUT') }), async (c) => {
    const header = c.req.header('authorization');
    const claims = await verifyAccessToken(header?.startsWith('Bearer ') ? header.slice(7) : undefined);
    await logout({ input: { refreshToken: readRefreshCookie(c), userId: claims?.id } });
    clearRefreshCookie(c);
    return c.json({ message: 'USER_LOGOUT' });
  })
  .get('/auth/me', doc({ summary: 'The logged-in user', tags: ['session'], auth: 'user', responses: json(User, 'The session user') }), requireAuth(), async (c) => {
    // The cached, pre-serialised session user: this is the hottest authenticated read (bench/auth.ts).
    return jsonText<User>(c, await cachedPublicSessionJson(c.get('actor').userId));
  })
  .post(
    '/users/set-language/:lang',
    doc({ summary: "Set the user's interface language", tags: ['session'], auth: 'user', responses: json(LanguageResult, 'The language now set') }),
    requireAuth(),
    v('param', z.object({ lang: z.enum(languages) })),
    async (c) => c.json(await setLanguage({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
