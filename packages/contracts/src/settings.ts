/** Company setting keys (spec core §3) with their defaults and allowed values. */
export const settingDefinitions = {
  userRating: { default: 'disabled', values: ['enabled', 'disabled'] },
  scheduleType: { default: 'disabled', values: ['disabled', 'queue', 'company'] },
  call: { default: 'enabled', values: ['enabled', 'disabled'] },
  CheckMsgIsGroup: { default: 'enabled', values: ['enabled', 'disabled'] },
  sendGreetingAccepted: { default: 'disabled', values: ['enabled', 'disabled'] },
  sendMsgTransfTicket: { default: 'disabled', values: ['enabled', 'disabled'] },
  sendGreetingMessageOneQueues: { default: 'enabled', values: ['enabled', 'disabled'] },
  chatBotType: { default: 'text', values: ['text'] },
  userCreation: { default: 'enabled', values: ['enabled', 'disabled'] },
  campaignsEnabled: { default: 'false', values: ['true', 'false'] },
  asaas: { default: '', values: null },
} as const satisfies Record<string, { default: string; values: readonly string[] | null }>;

export type SettingKey = keyof typeof settingDefinitions;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
export const isSettingKey = (k: string): k is SettingKey => Object.hasOwn(settingDefinitions, k);
/** Settings only administrators may read (credentials). */
export const secretSettingKeys: readonly SettingKey[] = ['asaas'];
