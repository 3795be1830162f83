import type { Setting } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { companySettings, mayReadSetting, noPermission, noSetting, presentSetting, settingKeyOrThrow } from './internal';

/** One setting of the company by key. */
export async function showSetting({ ctx, input }: { ctx: Ctx; input: { key: string } }): Promise<Setting> {
  const key = settingKeyOrThrow(input.key);
  if (!mayReadSetting(ctx.actor, key)) throw noPermission();
  const row = (await companySettings(ctx.actor.companyId)).find((r) => r.key === key);
  if (!row) throw noSetting();
  return presentSetting(row);
}
