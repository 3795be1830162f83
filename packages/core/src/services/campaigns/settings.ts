import { campaignSettingDefaults, type CampaignSettings, type CampaignSettingsBody, type CampaignVariable } from '@zapdesk/contracts';
import { campaignSettings, db, eq, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';

/** What the sender reads: intervals in seconds, the longer pause after every `longerIntervalAfter` sends, the `{key}` variables. */
export type CampaignSettingValues = { messageInterval: number; longerIntervalAfter: number; greaterInterval: number; variables: CampaignVariable[] };

const KEYS = ['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables'] as const;

function parsed(key: (typeof KEYS)[number], value: string | undefined) {
  if (value === undefined) return key === 'variables' ? [] : campaignSettingDefaults[key];
  try {
    const v = JSON.parse(value);
    if (key === 'variables') return Array.isArray(v) ? v.filter((x) => x && typeof x.key === 'string').map((x) => ({ key: String(x.key), value: String(x.value ?? '') })) : [];
    return Number.isFinite(Number(v)) ? Number(v) : campaignSettingDefaults[key];
  } catch {
    return key === 'variables' ? [] : campaignSettingDefaults[key];
  }
}

/** The company's campaign settings, defaults filling what was never saved. */
export async function campaignSettingValues(companyId: number, d: Db = db()): Promise<CampaignSettingValues> {
  const rows = await d.select({ key: campaignSettings.key, value: campaignSettings.value }).from(campaignSettings).where(eq(campaignSettings.companyId, companyId));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(KEYS.map((k) => [k, parsed(k, byKey.get(k))])) as CampaignSettingValues;
}

const asWire = (v: CampaignSettingValues): CampaignSettings => KEYS.map((key) => ({ key, value: JSON.stringify(v[key]) }));

/** GET /campaign-settings: every key, as `{key, value}` with the value as JSON text (the shape existing clients read). */
export async function showCampaignSettings({ ctx }: { ctx: Ctx }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return asWire(await campaignSettingValues(ctx.actor.companyId));
}

/** Saves the settings given (choices and unique variable keys checked by the contract); the others keep their value. */
export async function saveCampaignSettings({ ctx, input }: { ctx: Ctx; input: CampaignSettingsBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const now = new Date();
    for (const key of KEYS) {
      const value = input.settings[key];
      if (value === undefined) continue;
      await tx
        .insert(campaignSettings)
        .values({ companyId, key, value: JSON.stringify(value) })
        .onConflictDoUpdate({ target: [campaignSettings.companyId, campaignSettings.key], set: { value: JSON.stringify(value), updatedAt: now } });
    }
    return asWire(await campaignSettingValues(companyId, tx));
  });
}
