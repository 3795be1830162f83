import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi, useCompanyEvent, useSession } from '@zapdesk/client';
import { toast, toastError } from '@zapdesk/ui';
import { withSetting, type Setting } from '../utils/setting-options';

/**
 * The company's settings (GET /settings), kept current by `company-{id}-settings` events. `save` calls
 * PUT /settings/{key}, marks the key as saving meanwhile and shows the success toast (core.md §8); the
 * session user's copy of the settings follows, so the shell sees e.g. campaignsEnabled at once.
 */
export function useCompanySettings() {
  const api = useApi();
  const { t } = useTranslation('settings');
  const { user, setUser } = useSession();
  const [settings, setSettings] = useState<Setting[] | null>(null);
  const [saving, setSaving] = useState<string[]>([]);

  useEffect(() => {
    let cancelled = false;
    call(api.rpc.settings.settings.$get())
      .then((list) => !cancelled && setSettings(list.map(({ key, value }) => ({ key, value }))))
      .catch((e) => {
        if (cancelled) return;
        setSettings([]);
        toastError(e);
      });
    return () => {
      cancelled = true;
    };
  }, [api]);

  useCompanyEvent('settings', (e) => {
    const s = e.setting;
    setSettings((list) => (list ? withSetting(list, s.key, s.value) : list));
  });

  const save = useCallback(
    async (key: string, value: string) => {
      setSaving((k) => [...k, key]);
      try {
        const saved = await call(api.rpc.settings.settings[':key'].$put({ param: { key: encodeURIComponent(key) }, json: { value } }));
        setSettings((list) => withSetting(list ?? [], key, saved.value));
        if (user?.company) setUser({ ...user, company: { ...user.company, settings: withSetting(user.company.settings, key, saved.value) } });
        toast.success(t('saved'), { id: `setting-${key}` });
        return true;
      } catch (e) {
        toastError(e);
        return false;
      } finally {
        setSaving((k) => k.filter((x) => x !== key));
      }
    },
    [api, t, user, setUser],
  );

  return { settings, saving, save };
}
