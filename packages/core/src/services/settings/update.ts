import { AppError, settingDefinitions, type Setting } from '@zapdesk/contracts';
import { and, ensureSettings, eq, settings, withTransaction } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { noPermission, noSetting, presentSetting, secretSettingKeys, settingKeyOrThrow } from './internal';
import { invalidateCompanySessions } from '../users/session-cache';

/** Sets one company setting to one of its allowed values (admins only). */
export async function updateSetting({ ctx, input }: { ctx: Ctx; input: { key: string; value: string } }): Promise<Setting> {
  if (!isAdmin(ctx.actor)) throw noPermission();
  const key = settingKeyOrThrow(input.key);
  const allowed: readonly string[] | null = settingDefinitions[key].values;
  if (allowed && !allowed.includes(input.value)) {
    throw new AppError('ERR_VALIDATION', `value must be one of: ${allowed.join(', ')}`, { fields: { value: `must be one of: ${allowed.join(', ')}` } });
  }
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    invalidateCompanySessions(companyId);
    await ensureSettings(companyId);
    const [row] = await tx
      .update(settings)
      .set({ value: input.value })
      .where(and(eq(settings.companyId, companyId), eq(settings.key, key)))
      .returning();
    if (!row) throw noSetting();
    const to = secretSettingKeys.has(key) ? rooms.admins(companyId) : rooms.company(companyId);
    emitCompanyEvent([to], companyId, 'settings', { action: 'update', setting: { key, value: row.value } });
    return presentSetting(row);
  });
}
