import { afterEach, describe, expect, test } from 'bun:test';
import { companies, count, db, eq } from '@zapdesk/db';
import { config, setConfig, setLogLevel, setLogSink } from '@zapdesk/core';
import { call, makeCompany, makePlan, runSecurityTable } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);
const original = config();
const trustProxy = process.env.TRUST_PROXY;
afterEach(() => {
  setConfig(original);
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
});

describe('sign-up: security', () => {
  runSecurityTable({
    world: async () => ({ ...(await makeCompany()), signup: { name: `Public ${uid()}`, email: `pub-${uid()}@test.local`, password: 'abcde', planId: (await makePlan()).id } }),
    routes: [{ method: 'POST', path: '/companies/cadastro', body: (w) => w.signup, role: 'public', answers: 200 }],
  });

  test('is rate-limited per e-mail (429 ERR_RATE_LIMITED), and a refused attempt writes nothing', async () => {
    setConfig({ ...original, rateLimitLogin: 2 });
    process.env.TRUST_PROXY = '1';
    const plan = await makePlan();
    const email = `flood-${uid()}@test.local`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', '/companies/cadastro', { headers: { 'x-forwarded-for': `10.1.${i}.${Math.floor(Math.random() * 250)}` }, body: { name: `Flood ${uid()}`, email, password: 'abcde', planId: plan.id } });
      statuses.push(res.status);
      if (i === 2) expect(res.body.error).toBe('ERR_RATE_LIMITED');
    }
    expect(statuses).toEqual([200, 409, 429]);
  });

  test('is rate-limited per IP address', async () => {
    setConfig({ ...original, rateLimitLogin: 1 });
    process.env.TRUST_PROXY = '1';
    const plan = await makePlan();
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const names: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const name = `PerIp ${uid()}`;
      names.push(name);
      statuses.push((await call('POST', '/companies/cadastro', { headers: { 'x-forwarded-for': ip }, body: { name, email: `ip-${uid()}@test.local`, password: 'abcde', planId: plan.id } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await db().select({ n: count() }).from(companies).where(eq(companies.name, names[3])))[0].n).toBe(0);
  });

  test('the password never reaches a log line', async () => {
    const lines: string[] = [];
    setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    try {
      const plan = await makePlan();
      await call('POST', '/companies/cadastro', { body: { name: `Logged ${uid()}`, email: `log-${uid()}@test.local`, password: 'Signup-Secret-42', planId: plan.id } });
      await call('POST', '/companies/cadastro', { body: { name: 'x', email: 'bad', password: 'Signup-Secret-42', planId: plan.id } });
    } finally {
      setLogLevel('error');
      setLogSink((l) => process.stdout.write(l + '\n'));
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('Signup-Secret-42');
  });
});
