import { campaignSettingDefaults, type CampaignSettings, type CampaignVariable } from '@zapdesk/contracts';

export type CampaignSettingsValues = { messageInterval: number; longerIntervalAfter: number; greaterInterval: number; variables: CampaignVariable[] };

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The page's values from GET /campaign-settings (each value is JSON text); a missing or unreadable one takes its default. */
export function campaignSettingsValues(settings: CampaignSettings): CampaignSettingsValues {
  const byKey = new Map(settings.map((s) => [s.key, parse(s.value)]));
  const num = (k: keyof typeof campaignSettingDefaults) => {
    const v = byKey.get(k);
    const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) && String(v).trim() !== '' ? n : campaignSettingDefaults[k];
  };
  const variables = byKey.get('variables');
  return {
    messageInterval: num('messageInterval'),
    longerIntervalAfter: num('longerIntervalAfter'),
    greaterInterval: num('greaterInterval'),
    variables: Array.isArray(variables) ? variables.filter((v): v is CampaignVariable => typeof v?.key === 'string' && typeof v?.value === 'string') : [],
  };
}

/** Why a variable cannot be added (admin-automation.md §5: keys are unique; a duplicate is not added), or null. */
export function variableProblem(variables: readonly CampaignVariable[], key: string): 'required' | 'format' | 'duplicate' | null {
  const k = key.trim();
  if (!k) return 'required';
  if (/[\s{}]/.test(k)) return 'format';
  return variables.some((v) => v.key === k) ? 'duplicate' : null;
}
