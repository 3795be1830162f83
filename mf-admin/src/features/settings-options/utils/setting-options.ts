import type { SessionCompany } from '@zapdesk/contracts';
import { settingDefinitions, type SettingKey } from '@zapdesk/contracts/settings';

/** A key and its value, as GET /settings lists them and the session's company carries them. */
export type Setting = SessionCompany['settings'][number];
export type SettingsSection = 'tickets' | 'whatsapp' | 'company' | 'integrations';

/** Every setting key of the options tab, grouped for reading (core.md §3 "Setting keys"). */
export const SETTING_SECTIONS: { id: SettingsSection; keys: SettingKey[] }[] = [
  { id: 'tickets', keys: ['userRating', 'scheduleType', 'sendGreetingAccepted', 'sendMsgTransfTicket', 'sendGreetingMessageOneQueues', 'chatBotType'] },
  { id: 'whatsapp', keys: ['call', 'CheckMsgIsGroup'] },
  { id: 'company', keys: ['userCreation', 'campaignsEnabled'] },
  { id: 'integrations', keys: ['asaas'] },
];

/** The allowed values of a key (null = free text, like the asaas token). */
export function settingChoices(key: SettingKey): readonly string[] | null {
  return settingDefinitions[key].values;
}

/** The key's value in the list, else its default. */
export function settingValue(list: readonly Setting[], key: SettingKey): string {
  return list.find((s) => s.key === key)?.value ?? settingDefinitions[key].default;
}

/** Sets one key in the list (adding it when missing); the list is not mutated. */
export function withSetting(list: readonly Setting[], key: string, value: string): Setting[] {
  return list.some((s) => s.key === key) ? list.map((s) => (s.key === key ? { ...s, value } : s)) : [...list, { key, value }];
}
