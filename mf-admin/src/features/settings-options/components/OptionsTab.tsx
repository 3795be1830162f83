import { useTranslation } from 'react-i18next';
import { InfoIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Separator, Skeleton } from '@zapdesk/ui';
import { SETTING_SECTIONS, settingChoices, settingValue, type Setting } from '../utils/setting-options';
import { AsaasTokenField } from './AsaasTokenField';
import { SettingRow } from './SettingRow';

/** Settings → options: every setting key with its choices, saved on change (admins; others read them). */
export function OptionsTab({ settings, saving, canEdit, onSave }: { settings: Setting[] | null; saving: string[]; canEdit: boolean; onSave: (key: string, value: string) => Promise<boolean> }) {
  const { t } = useTranslation('settings');
  if (!settings)
    return (
      <div className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  return (
    <div className="flex flex-col gap-4" data-testid="settings-options">
      {!canEdit && (
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <InfoIcon className="size-4" />
          {t('readOnly')}
        </p>
      )}
      {SETTING_SECTIONS.map((section) => {
        // Credentials (asaas) reach admins only: a key the API did not send is not shown.
        const keys = section.keys.filter((k) => settingChoices(k) !== null || settings.some((s) => s.key === k));
        if (!keys.length) return null;
        return (
          <Card key={section.id} className="gap-0 py-4">
            <CardHeader className="pb-1">
              <CardTitle>{t(`sections.${section.id}`)}</CardTitle>
            </CardHeader>
            <CardContent>
              {keys.map((key, i) => {
                const choices = settingChoices(key);
                const value = settingValue(settings, key);
                const busy = saving.includes(key);
                return (
                  <div key={key}>
                    {i > 0 && <Separator />}
                    <SettingRow settingKey={key} saving={busy}>
                      {choices ? (
                        <Select value={value} disabled={!canEdit || busy} onValueChange={(v) => void onSave(key, v)}>
                          <SelectTrigger id={`setting-${key}`} className="w-full sm:w-56" data-testid={`setting-${key}`}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {choices.map((c) => (
                              <SelectItem key={c} value={c} data-testid={`setting-${key}-${c}`}>
                                {t(`values.${c}`)}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      ) : (
                        <AsaasTokenField value={value} disabled={!canEdit || busy} onSave={(v) => onSave(key, v)} />
                      )}
                    </SettingRow>
                  </div>
                );
              })}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
