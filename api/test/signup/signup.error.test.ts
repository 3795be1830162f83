import { describe, expect, test } from 'bun:test';
import { companies, count, db, eq, settings, sql, users } from '@zapdesk/db';
import { call, makeCompany, makePlan } from '@zapdesk/testing';

const uid = () => crypto.randomUUID().slice(0, 8);
const companiesNamed = async (name: string) => (await db().select({ n: count() }).from(companies).where(sql`lower(${companies.name}) = ${name.toLowerCase()}`))[0].n;
const usersWith = async (email: string) => (await db().select({ n: count() }).from(users).where(eq(users.email, email.toLowerCase())))[0].n;

describe('sign-up: bad input', () => {
  const valid = (planId: number) => ({ name: `Valid ${uid()}`, email: `v-${uid()}@test.local`, password: 'abcde', phone: '11987654321', planId });
  test.each([
    ['no body', () => undefined],
    ['malformed JSON', () => '{"name"'],
    ['no name', (p: number) => ({ ...valid(p), name: undefined })],
    ['a one-letter name', (p: number) => ({ ...valid(p), name: 'A' })],
    ['a name over 50', (p: number) => ({ ...valid(p), name: 'n'.repeat(51) })],
    ['no e-mail', (p: number) => ({ ...valid(p), email: undefined })],
    ['a bad e-mail', (p: number) => ({ ...valid(p), email: 'someone@' })],
    ['a 4-character password', (p: number) => ({ ...valid(p), password: 'abcd' })],
    ['a password over 50', (p: number) => ({ ...valid(p), password: 'p'.repeat(51) })],
    ['a phone of 12 digits', (p: number) => ({ ...valid(p), phone: '119876543210' })],
    ['letters in the phone', (p: number) => ({ ...valid(p), phone: 'abc' })],
    ['no plan', (p: number) => ({ ...valid(p), planId: undefined })],
    ['a text plan', (p: number) => ({ ...valid(p), planId: 'gold' })],
    ['wrong types', () => ({ name: 42, email: ['x'], password: {}, planId: null })],
  ])('with %s answers 400 ERR_VALIDATION and writes nothing', async (_n, make) => {
    const plan = await makePlan();
    const body = make(plan.id) as any;
    const res = await call('POST', '/companies/cadastro', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    if (typeof body?.name === 'string') expect(await companiesNamed(body.name.trim())).toBe(0);
    if (typeof body?.email === 'string') expect(await usersWith(body.email)).toBe(0);
  });

  test('an e-mail already used answers 409 ERR_DUPLICATED_EMAIL and leaves no company or settings behind', async () => {
    const { user, plan } = await makeCompany();
    const name = `Taken ${uid()}`;
    const [{ n: settingsBefore }] = await db().select({ n: count() }).from(settings);
    const res = await call('POST', '/companies/cadastro', { body: { name, email: user.email.toUpperCase(), password: 'abcde', planId: plan.id } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_EMAIL');
    expect(await companiesNamed(name)).toBe(0);
    const [{ n: settingsAfter }] = await db().select({ n: count() }).from(settings);
    expect(settingsAfter).toBe(settingsBefore);
  });

  test('a company name already used answers 409 ERR_DUPLICATED_NAME and leaves no user behind', async () => {
    const { company, plan } = await makeCompany();
    const email = `dupname-${uid()}@test.local`;
    const res = await call('POST', '/companies/cadastro', { body: { name: company.name.toLowerCase(), email, password: 'abcde', planId: plan.id } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_NAME');
    expect(await usersWith(email)).toBe(0);
    expect(await companiesNamed(company.name)).toBe(1);
  });

  test.each([
    ['an unknown plan', async () => 99999999],
    ['a private plan', async () => (await makePlan({ isPublic: false })).id],
  ])('%s answers 404 ERR_NO_PLAN_FOUND and writes nothing', async (_n, planId) => {
    const name = `NoPlan ${uid()}`;
    const email = `noplan-${uid()}@test.local`;
    const res = await call('POST', '/companies/cadastro', { body: { name, email, password: 'abcde', planId: await planId() } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_PLAN_FOUND');
    expect(await companiesNamed(name)).toBe(0);
    expect(await usersWith(email)).toBe(0);
  });
});
