import { afterEach, describe, expect, test } from 'bun:test';
import { and, db, desc, eq, isNull, mailbox, refreshSessions, users } from '@zapdesk/db';
import { config, setConfig } from '@zapdesk/core';
import { call, makeCompany, startSmtp, TEST_PASSWORD } from '@zapdesk/testing';

const original = config();
afterEach(() => setConfig(original));

const codeIn = (text: string) => text.match(/^\s*(\d{6})\s*$/m)?.[1];
const lastMailTo = async (email: string) => (await db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.id)).limit(1))[0];
const login = (email: string, password: string) => call('POST', '/auth/login', { body: { email, password } });

describe('password reset: happy path', () => {
  test('without SMTP the code lands in the mailbox; the reset sets the password and ends every session', async () => {
    setConfig({ ...original, smtpUrl: undefined });
    const { user } = await makeCompany();
    const session = await login(user.email, TEST_PASSWORD);
    expect(session.status).toBe(200);

    const sent = await call('POST', `/forgetpassword/${user.email}`);
    expect(sent.status).toBe(200);
    expect(typeof sent.body.message).toBe('string');
    const mail = await lastMailTo(user.email);
    expect(mail.subject.length).toBeGreaterThan(0);
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);

    const res = await call('POST', `/resetpasswords/${user.email}/${code}/NewPassw0rd`);
    expect(res.status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    const me = await call('GET', '/auth/me', { token: session.body.token });
    expect(me.status).toBe(403);
    expect(me.body.error).toBe('ERR_SESSION_EXPIRED');
    const cookie = session.headers.get('set-cookie')!.match(/jrt=([^;]+)/)![1];
    expect((await call('POST', '/auth/refresh_token', { headers: { cookie: `jrt=${cookie}` } })).status).toBe(401);

    const fresh = await login(user.email, 'NewPassw0rd');
    expect(fresh.status).toBe(200);
  });

  test('over SMTP the code arrives by mail; reset and log in with the new password; the code is single-use', async () => {
    const smtp = await startSmtp();
    setConfig({ ...original, smtpUrl: smtp.url });
    try {
      const { admin } = await makeCompany();
      const sent = await call('POST', `/forgetpassword/${admin.email.toUpperCase()}`);
      expect(sent.status).toBe(200);
      const mail = await smtp.next(admin.email);
      expect(mail.to).toEqual([admin.email]);
      const code = codeIn(mail.text)!;
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).not.toContain(code);
      expect(await lastMailTo(admin.email)).toBeUndefined();

      const res = await call('POST', `/resetpasswords/${admin.email}/${code}/Sunny-Day-2030`);
      expect(res.status).toBe(200);
      const fresh = await login(admin.email, 'Sunny-Day-2030');
      expect(fresh.status).toBe(200);
      expect(fresh.body.user.email).toBe(admin.email);

      const again = await call('POST', `/resetpasswords/${admin.email}/${code}/Another-Pass-1`);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('ERR_INVALID_RESET_CODE');
      expect((await login(admin.email, 'Sunny-Day-2030')).status).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  test('the mail is written in the user language', async () => {
    setConfig({ ...original, smtpUrl: undefined });
    const { user } = await makeCompany();
    await db().update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    await call('POST', `/forgetpassword/${user.email}`);
    expect((await lastMailTo(user.email)).text).toContain('Your code');
  });

  test('a login with the new password is possible right after; the refresh sessions of the user were revoked', async () => {
    setConfig({ ...original, smtpUrl: undefined });
    const { user } = await makeCompany();
    await login(user.email, TEST_PASSWORD);
    await call('POST', `/forgetpassword/${user.email}`);
    const code = codeIn((await lastMailTo(user.email)).text)!;
    await call('POST', `/resetpasswords/${user.email}/${code}/Fresh-Start-9`);
    const live = await db().select().from(refreshSessions).where(and(eq(refreshSessions.userId, user.id), isNull(refreshSessions.revokedAt)));
    expect(live).toHaveLength(0);
  });
});
