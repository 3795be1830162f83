import type { Ctx } from '../../context';
import { companySettings, mayReadSetting, presentSetting } from './internal';
import type { SettingKey, Setting } from '@zapdesk/contracts';

/** The company's settings (secret ones only for admins). */
export async function listSettings({ ctx }: { ctx: Ctx }): Promise<Setting[]> {
  const rows = await companySettings(ctx.actor.companyId);
  return rows.filter((r) => mayReadSetting(ctx.actor, r.key as SettingKey)).map(presentSetting);
}
