import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon } from 'lucide-react';
import type { SettingKey } from '@zapdesk/contracts/settings';
import { Label } from '@zapdesk/ui';

/** One setting: label and hint on the left, its control on the right, and the "updating" indicator while it saves. */
export function SettingRow({ settingKey, saving, children }: { settingKey: SettingKey; saving: boolean; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const id = `setting-${settingKey}`;
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid={`setting-row-${settingKey}`}>
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{t(`keys.${settingKey}.label`)}</Label>
        <p className="text-muted-foreground text-sm">{t(`keys.${settingKey}.hint`)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {saving && (
          <span className="text-muted-foreground inline-flex items-center gap-1.5 text-xs" role="status" data-testid={`setting-saving-${settingKey}`}>
            <LoaderCircleIcon className="size-3.5 animate-spin" />
            {t('saving')}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}
