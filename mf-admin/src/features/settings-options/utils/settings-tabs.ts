export type SettingsTab = 'options' | 'schedules' | 'companies' | 'plans' | 'invoices' | 'helps';

/**
 * The tabs of /settings (core.md §2): options always; schedules only when scheduleType is company;
 * companies, plans, invoices and helps only for super users.
 */
export function settingsTabs({ scheduleType, isSuper }: { scheduleType: string | null; isSuper: boolean }): SettingsTab[] {
  return ['options', ...(scheduleType === 'company' ? (['schedules'] as const) : []), ...(isSuper ? (['companies', 'plans', 'invoices', 'helps'] as const) : [])];
}
