import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@zapdesk/client';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@zapdesk/ui';
import { CompaniesTab } from '../../companies/components/CompaniesTab';
import { HelpsTab } from '../../helps/components/HelpsTab';
import { InvoicesTab } from '../../billing/components/InvoicesTab';
import { PlansTab } from '../../plans/components/PlansTab';
import { SchedulesTab } from '../../schedules/components/SchedulesTab';
import { useCompanySettings } from '../hooks/useCompanySettings';
import { settingValue } from '../utils/setting-options';
import { settingsTabs, type SettingsTab } from '../utils/settings-tabs';
import { OptionsTab } from './OptionsTab';
import { WebhooksTab } from '../../webhooks/components/WebhooksTab';

/**
 * /settings: the tab bar (core.md §2) — options; schedules when scheduleType is company; webhooks for admins; companies, plans
 * and helps for super users. Only the options tab belongs to this feature; the others are imported.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tw } = useTranslation('webhooks');
  const { isAdmin, isSuper } = useSession();
  const { settings, saving, save } = useCompanySettings();
  const scheduleType = settings ? settingValue(settings, 'scheduleType') : null;
  const tabs = settingsTabs({ scheduleType, isSuper, isAdmin });
  const [chosen, setChosen] = useState<SettingsTab>('options');
  // A tab that stops applying (scheduleType changed elsewhere) falls back to options.
  const tab = tabs.includes(chosen) ? chosen : 'options';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="settings-page">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <Tabs value={tab} onValueChange={(v) => setChosen(v as SettingsTab)} className="gap-4">
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          {tabs.map((k) => (
            <TabsTrigger key={k} value={k} className="flex-none px-4" data-testid={`settings-tab-${k}`}>
              {k === 'webhooks' ? tw('tab') : t(`tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="options">
          <OptionsTab settings={settings} saving={saving} canEdit={isAdmin} onSave={save} />
        </TabsContent>
        {tabs.includes('schedules') && (
          <TabsContent value="schedules">
            <SchedulesTab />
          </TabsContent>
        )}
        {tabs.includes('webhooks') && (
          <TabsContent value="webhooks">
            <WebhooksTab />
          </TabsContent>
        )}
        {isSuper && (
          <>
            <TabsContent value="companies">
              <CompaniesTab />
            </TabsContent>
            <TabsContent value="plans">
              <PlansTab />
            </TabsContent>
            <TabsContent value="invoices">
              <InvoicesTab />
            </TabsContent>
            <TabsContent value="helps">
              <HelpsTab />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
