import { settingDefinitions, type SettingKey } from '@zapdesk/contracts';
import { db, eq, settings } from '@zapdesk/db';

/** The company's settings with defaults for missing keys. */
export async function companySettings(companyId: number): Promise<Record<SettingKey, string>> {
  const rows = await db().select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, companyId));
  const out = Object.fromEntries(Object.entries(settingDefinitions).map(([k, d]) => [k, d.default])) as Record<SettingKey, string>;
  for (const r of rows) if (r.key in out) out[r.key as SettingKey] = r.value;
  return out;
}

export const enabled = (v: string | undefined) => v === 'enabled' || v === 'true';
