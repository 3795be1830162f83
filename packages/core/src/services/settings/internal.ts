import { AppError, settingDefinitions, settingKeys, type Setting, type SettingKey } from '@zapdesk/contracts';
import { db, ensureSettings, eq, settings, withTransaction } from '@zapdesk/db';
import { isAdmin, type Actor } from '../../context';

/** Settings whose value is a credential: only admins read them or hear of their changes. */
export const secretSettingKeys: ReadonlySet<SettingKey> = new Set<SettingKey>(['asaas']);

export const mayReadSetting = (actor: Actor, key: SettingKey) => isAdmin(actor) || !secretSettingKeys.has(key);

export const noSetting = () => new AppError('ERR_NO_SETTING_FOUND', 'Setting not found');

/** Own keys only: `constructor` or `__proto__` must not pass for a setting. */
export function settingKeyOrThrow(key: string): SettingKey {
  if (!Object.hasOwn(settingDefinitions, key)) throw noSetting();
  return key as SettingKey;
}

type SettingRow = typeof settings.$inferSelect;

/** Only defined keys are read (companySettings, settingKeyOrThrow). */
export const presentSetting = (r: SettingRow): Setting => ({
  id: r.id,
  key: r.key as SettingKey,
  value: r.value,
  companyId: r.companyId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Every defined setting of the company, in definition order; missing keys are created with their defaults. */
export async function companySettings(companyId: number): Promise<SettingRow[]> {
  const read = () => db().select().from(settings).where(eq(settings.companyId, companyId));
  let rows = await read();
  if (settingKeys.some((k) => !rows.some((r) => r.key === k))) {
    await withTransaction(() => ensureSettings(companyId));
    rows = await read();
  }
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return settingKeys.map((k) => byKey.get(k)).filter((r): r is SettingRow => !!r);
}

export { noPermission } from '../../lib/guards';
