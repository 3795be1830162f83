export type SettingsTab = 'options' | 'schedules' | 'webhooks' | 'companies' | 'plans' | 'invoices' | 'helps';

/**
 * The tabs of /settings (core.md §2): options always; schedules only when scheduleType is company;
 * webhooks for admins; companies, plans, invoices and helps only for super users.
 */
export function settingsTabs({ scheduleType, isSuper, isAdmin = false }: { scheduleType: string | null; isSuper: boolean; isAdmin?: boolean }): SettingsTab[] {
  return [
    'options',
    ...(scheduleType === 'company' ? (['schedules'] as const) : []),
    ...(isAdmin || isSuper ? (['webhooks'] as const) : []),
    ...(isSuper ? (['companies', 'plans', 'invoices', 'helps'] as const) : []),
  ];
}
