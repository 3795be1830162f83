import { afterEach, describe, expect, test } from 'bun:test';
import { db, desc, eq, mailbox, passwordResets, users } from '@zapdesk/db';
import { config, setConfig } from '@zapdesk/core';
import { call, makeCompany, TEST_PASSWORD } from '@zapdesk/testing';

const original = config();
afterEach(() => setConfig(original));

const codeIn = (text: string) => text.match(/^\s*(\d{6})\s*$/m)?.[1]!;
const requestCode = async (email: string) => {
  setConfig({ ...original, smtpUrl: undefined });
  expect((await call('POST', `/forgetpassword/${email}`)).status).toBe(200);
  const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.id)).limit(1);
  return codeIn(mail.text);
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const passwordHashOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0].passwordHash;

describe('password reset: bad input', () => {
  test('an unknown e-mail answers 404 ERR_USER_DONT_EXISTS and sends nothing', async () => {
    const email = `ghost-${crypto.randomUUID().slice(0, 8)}@test.local`;
    const res = await call('POST', `/forgetpassword/${email}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_USER_DONT_EXISTS');
    expect(await db().select().from(mailbox).where(eq(mailbox.to, email))).toHaveLength(0);
  });

  test('a malformed e-mail answers 400 ERR_VALIDATION', async () => {
    for (const path of ['/forgetpassword/not-an-email', '/resetpasswords/not-an-email/123456/GoodPass1']) {
      const res = await call('POST', path);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
  });

  test.each([
    ['shorter than 8', 'Abc1234'],
    ['without a digit', 'Abcdefgh'],
    ['without a lowercase letter', 'ABCDEFG1'],
    ['without an uppercase letter', 'abcdefg1'],
    ['longer than 100', 'Aa1' + 'x'.repeat(100)],
  ])('a new password %s answers 400 ERR_VALIDATION naming newPassword, and the code still works', async (_n, pw) => {
    const { user } = await makeCompany();
    const code = await requestCode(user.email);
    const res = await call('POST', `/resetpasswords/${user.email}/${code}/${pw}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields)).toEqual(['newPassword']);
    expect(res.body.message).not.toContain(pw);
    expect((await call('POST', `/resetpasswords/${user.email}/${code}/Valid-Pass-1`)).status).toBe(200);
  });

  test('a wrong code answers 400 ERR_INVALID_RESET_CODE and leaves the password', async () => {
    const { user } = await makeCompany();
    const code = await requestCode(user.email);
    const before = await passwordHashOf(user.id);
    const res = await call('POST', `/resetpasswords/${user.email}/${wrongCode(code)}/Valid-Pass-1`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_INVALID_RESET_CODE');
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await call('POST', `/resetpasswords/${user.email}/${code}/Valid-Pass-1`)).status).toBe(200);
  });

  test('five wrong tries end the code: the right one is refused afterwards', async () => {
    const { user } = await makeCompany();
    const code = await requestCode(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', `/resetpasswords/${user.email}/${wrongCode(code)}/Valid-Pass-1`);
      expect(res.body.error).toBe('ERR_INVALID_RESET_CODE');
    }
    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.attempts).toBe(5);
    expect(row.usedAt).not.toBeNull();
    const res = await call('POST', `/resetpasswords/${user.email}/${code}/Valid-Pass-1`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_INVALID_RESET_CODE');
    expect((await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  test('an expired code is refused', async () => {
    const { user } = await makeCompany();
    const code = await requestCode(user.email);
    await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    const res = await call('POST', `/resetpasswords/${user.email}/${code}/Valid-Pass-1`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_INVALID_RESET_CODE');
  });

  test('a new request invalidates the earlier code', async () => {
    const { user } = await makeCompany();
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    if (first !== second) {
      const old = await call('POST', `/resetpasswords/${user.email}/${first}/Valid-Pass-1`);
      expect(old.body.error).toBe('ERR_INVALID_RESET_CODE');
    }
    expect((await call('POST', `/resetpasswords/${user.email}/${second}/Valid-Pass-1`)).status).toBe(200);
    const rows = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.usedAt !== null)).toBe(true);
  });

  test('a code of another user, or for an unknown e-mail, is refused', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const code = await requestCode(a.user.email);
    expect((await call('POST', `/resetpasswords/${b.user.email}/${code}/Valid-Pass-1`)).body.error).toBe('ERR_INVALID_RESET_CODE');
    expect((await call('POST', `/resetpasswords/nobody-${crypto.randomUUID().slice(0, 6)}@test.local/${code}/Valid-Pass-1`)).body.error).toBe('ERR_INVALID_RESET_CODE');
  });

  test('an unreachable SMTP server answers 502 ERR_SENDING_MAIL', async () => {
    const { user } = await makeCompany();
    const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
    const port = server.port;
    server.stop(true);
    setConfig({ ...original, smtpUrl: `smtp://127.0.0.1:${port}` });
    const res = await call('POST', `/forgetpassword/${user.email}`);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('ERR_SENDING_MAIL');
  });
});
