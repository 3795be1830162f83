import { settingDefinitions, type SettingKey } from '@zapdesk/contracts';
import { companies, db, eq, settings } from '@zapdesk/db';
import { companyCache } from './company-cache';

const settingsCache = companyCache(loadCompanySettings);

/** The company's settings with defaults for missing keys (cached briefly; the value is shared: do not mutate). */
export const companySettings = (companyId: number): Promise<Readonly<Record<SettingKey, string>>> => settingsCache.get(companyId);

async function loadCompanySettings(companyId: number): Promise<Record<SettingKey, string>> {
  const rows = await db().select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, companyId));
  const out = Object.fromEntries(Object.entries(settingDefinitions).map(([k, d]) => [k, d.default])) as Record<SettingKey, string>;
  for (const r of rows) if (r.key in out) out[r.key as SettingKey] = r.value;
  return Object.freeze(out);
}

export const enabled = (v: string | undefined) => v === 'enabled' || v === 'true';

const profileCache = companyCache(async (companyId: number) => {
  const [c] = await db().select({ id: companies.id, timezone: companies.timezone, schedules: companies.schedules }).from(companies).where(eq(companies.id, companyId));
  return c ? Object.freeze(c) : null;
});

/** The company's time zone and working hours (cached briefly like its settings; shared: do not mutate). */
export const companyProfile = (companyId: number) => profileCache.get(companyId);
