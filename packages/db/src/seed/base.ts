import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWorkingHours, settingDefinitions } from '@zapdesk/contracts';
import { and, eq } from 'drizzle-orm';
import { db, withTransaction } from '../client';
import { companies, plans, settings, users } from '../tables';

export const PLATFORM_COMPANY = 'Zapdesk';

const basePlans = [
  { name: 'Plano 1', users: 10, connections: 10, queues: 10, value: 30 },
  { name: 'Plano 2', users: 20, connections: 20, queues: 20, value: 60 },
  { name: 'Plano 3', users: 50, connections: 30, queues: 50, value: 120 },
];

export type AdminLogin = { email: string; password: string | null; passwordFile: string | null; created: boolean };

/**
 * Plans, the platform company and its super administrator. Idempotent: a second start keeps all data.
 * The administrator's password is ADMIN_PASSWORD, or generated once and written to DATA_DIR/admin-password.txt.
 */
export async function seedBase(opts: { dataDir: string; adminEmail?: string; adminPassword?: string }): Promise<AdminLogin> {
  const email = (opts.adminEmail ?? 'admin@zapdesk.local').toLowerCase();
  const passwordFile = join(opts.dataDir, 'admin-password.txt');
  return withTransaction(async (tx) => {
    for (const p of basePlans) await tx.insert(plans).values(p).onConflictDoNothing();
    const [plan] = await tx.select().from(plans).where(eq(plans.name, basePlans[2].name));
    let [company] = await tx.select().from(companies).where(eq(companies.name, PLATFORM_COMPANY));
    if (!company) {
      [company] = await tx.insert(companies).values({ name: PLATFORM_COMPANY, email, planId: plan.id, schedules: defaultWorkingHours, recurrence: 'MENSAL' }).returning();
    }
    await ensureSettings(company.id);
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing) {
      const kept = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : null;
      return { email, password: opts.adminPassword ?? kept, passwordFile: kept ? passwordFile : null, created: false };
    }
    let password = opts.adminPassword;
    let file: string | null = null;
    if (!password) {
      password = randomBytes(12).toString('base64url');
      mkdirSync(opts.dataDir, { recursive: true });
      writeFileSync(passwordFile, password + '\n', { mode: 0o600 });
      file = passwordFile;
    }
    await tx.insert(users).values({ companyId: company.id, name: 'Administrator', email, passwordHash: await Bun.password.hash(password, { algorithm: 'argon2id' }), profile: 'admin', super: true });
    return { email, password, passwordFile: file, created: true };
  });
}

/** Every setting key of the spec with its default, for one company (missing keys only). */
export async function ensureSettings(companyId: number, overrides: Partial<Record<keyof typeof settingDefinitions, string>> = {}) {
  return withTransaction((d) => writeSettings(d, companyId, overrides));
}

async function writeSettings(d: ReturnType<typeof db>, companyId: number, overrides: Partial<Record<keyof typeof settingDefinitions, string>>) {
  const rows = Object.entries(settingDefinitions).map(([key, def]) => ({ companyId, key, value: overrides[key as keyof typeof settingDefinitions] ?? def.default }));
  for (const r of rows) await d.insert(settings).values(r).onConflictDoNothing();
  for (const [key, value] of Object.entries(overrides)) await d.update(settings).set({ value }).where(and(eq(settings.companyId, companyId), eq(settings.key, key)));
}
