import { afterEach, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { db, desc, eq, mailbox, passwordResets } from '@zapdesk/db';
import { config, setConfig, setLogLevel, setLogSink } from '@zapdesk/core';
import { call, makeCompany, runSecurityTable, startSmtp } from '@zapdesk/testing';

const original = config();
const trustProxy = process.env.TRUST_PROXY;
afterEach(() => {
  setConfig(original);
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
});
const codeIn = (text: string) => text.match(/^\s*(\d{6})\s*$/m)?.[1]!;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function captureLogs(fn: () => Promise<void>) {
  const lines: string[] = [];
  setLogSink((l) => lines.push(l));
  setLogLevel('debug');
  try {
    await fn();
  } finally {
    setLogLevel('error');
    setLogSink((l) => process.stdout.write(l + '\n'));
  }
  return lines.join('\n');
}

describe('password reset: security', () => {
  runSecurityTable({
    world: async () => {
      setConfig({ ...original, smtpUrl: undefined });
      return makeCompany();
    },
    params: (w) => ({ email: w.user.email, code: '000000', password: 'Valid-Pass-1' }),
    routes: [
      { method: 'POST', path: '/forgetpassword/:email', role: 'public', answers: 200 },
      { method: 'POST', path: '/resetpasswords/:email/:code/:password', role: 'public' },
    ],
  });

  test('only the sha256 of the code is stored, with an expiry of RESET_CODE_TTL_MIN', async () => {
    setConfig({ ...original, smtpUrl: undefined });
    const { user } = await makeCompany();
    const before = Date.now();
    await call('POST', `/forgetpassword/${user.email}`);
    const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, user.email)).orderBy(desc(mailbox.id)).limit(1);
    const code = codeIn(mail.text);
    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
    const ttl = original.resetCodeTtlMin * 60_000;
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + ttl - 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + ttl + 1000);
  });

  test('no code, password or e-mail path reaches a log line (mailbox mode)', async () => {
    setConfig({ ...original, smtpUrl: undefined });
    const { user } = await makeCompany();
    let code = '';
    const logs = await captureLogs(async () => {
      await call('POST', `/forgetpassword/${user.email}`);
      const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, user.email)).orderBy(desc(mailbox.id)).limit(1);
      code = codeIn(mail.text);
      await call('POST', `/resetpasswords/${user.email}/${code}/weakpass`);
      await call('POST', `/resetpasswords/${user.email}/${code}/Secret-Reset-77`);
    });
    expect(logs).toContain('mail stored in the mailbox');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('Secret-Reset-77');
    expect(logs).not.toContain('weakpass');
  });

  test('no code or password reaches a log line (SMTP mode)', async () => {
    const smtp = await startSmtp();
    setConfig({ ...original, smtpUrl: smtp.url });
    try {
      const { user } = await makeCompany();
      let code = '';
      const logs = await captureLogs(async () => {
        await call('POST', `/forgetpassword/${user.email}`);
        code = codeIn((await smtp.next(user.email)).text);
        await call('POST', `/resetpasswords/${user.email}/${code}/Secret-Smtp-88`);
      });
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).not.toContain(code);
      expect(logs).not.toContain('Secret-Smtp-88');
    } finally {
      await smtp.close();
    }
  });

  test('requests are rate-limited per e-mail (429 ERR_RATE_LIMITED), whatever the IP', async () => {
    setConfig({ ...original, smtpUrl: undefined, rateLimitLogin: 2 });
    process.env.TRUST_PROXY = '1';
    const { user } = await makeCompany();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('POST', `/forgetpassword/${user.email}`, { headers: { 'x-forwarded-for': randomIp() } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  test('anonymous wrong guesses lock the code, not the person: the owner’s next code works', async () => {
    setConfig({ ...original, smtpUrl: undefined, rateLimitLogin: 10 });
    process.env.TRUST_PROXY = '1';
    const { user } = await makeCompany();
    expect((await call('POST', `/forgetpassword/${user.email}`, { headers: { 'x-forwarded-for': randomIp() } })).status).toBe(200);
    const guesses: string[] = [];
    for (let i = 0; i < 11; i++) guesses.push((await call('POST', `/resetpasswords/${user.email}/${String(100000 + i)}/Attacker-Pass-1`, { headers: { 'x-forwarded-for': randomIp() } })).body.error);
    expect(new Set(guesses)).toEqual(new Set(['ERR_INVALID_RESET_CODE']));
    const again = await call('POST', `/forgetpassword/${user.email}`, { headers: { 'x-forwarded-for': randomIp() } });
    expect(again.status).toBe(200);
    const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, user.email)).orderBy(desc(mailbox.id)).limit(1);
    const reset = await call('POST', `/resetpasswords/${user.email}/${codeIn(mail.text)}/Owner-Pass-1`, { headers: { 'x-forwarded-for': randomIp() } });
    expect(reset.status).toBe(200);
    expect((await call('POST', '/auth/login', { body: { email: user.email, password: 'Owner-Pass-1' }, headers: { 'x-forwarded-for': randomIp() } })).status).toBe(200);
  });

  test('guesses are rate-limited per IP address', async () => {
    setConfig({ ...original, smtpUrl: undefined, rateLimitLogin: 1 });
    process.env.TRUST_PROXY = '1';
    const ip = randomIp();
    const { user } = await makeCompany();
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call('POST', `/resetpasswords/${user.email}/${String(200000 + i)}/Valid-Pass-1`, { headers: { 'x-forwarded-for': ip } })).body.error);
    expect(codes).toEqual(['ERR_INVALID_RESET_CODE', 'ERR_INVALID_RESET_CODE', 'ERR_INVALID_RESET_CODE', 'ERR_RATE_LIMITED']);
  });

  test('requests are rate-limited per IP address across e-mails', async () => {
    setConfig({ ...original, smtpUrl: undefined, rateLimitLogin: 1 });
    process.env.TRUST_PROXY = '1';
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { user } = await makeCompany();
      statuses.push((await call('POST', `/forgetpassword/${user.email}`, { headers: { 'x-forwarded-for': ip } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test('guessing is bounded: after five wrong codes even the right one fails', async () => {
    setConfig({ ...original, smtpUrl: undefined });
    const { user } = await makeCompany();
    await call('POST', `/forgetpassword/${user.email}`);
    const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, user.email)).orderBy(desc(mailbox.id)).limit(1);
    const code = codeIn(mail.text);
    for (let i = 1; i <= 5; i++) await call('POST', `/resetpasswords/${user.email}/${String((Number(code) + i) % 1e6).padStart(6, '0')}/Valid-Pass-1`);
    expect((await call('POST', `/resetpasswords/${user.email}/${code}/Valid-Pass-1`)).body.error).toBe('ERR_INVALID_RESET_CODE');
  });
});
