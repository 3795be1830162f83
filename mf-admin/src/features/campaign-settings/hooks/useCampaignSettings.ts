import { useCallback, useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { CampaignSettingsBody } from '@zapdesk/contracts';
import { campaignSettingsValues, type CampaignSettingsValues } from '../utils/campaign-settings-values';

/** GET /campaign-settings as the page's values; `save` posts {settings} and keeps what the server answers. */
export function useCampaignSettings() {
  const api = useApi();
  const [values, setValues] = useState<CampaignSettingsValues | null>(null);
  useEffect(() => {
    call(api.rpc.campaignSettings['campaign-settings'].$get()).then((s) => setValues(campaignSettingsValues(s)), toastError);
  }, [api]);
  const save = useCallback(
    async (settings: CampaignSettingsBody['settings']) => {
      const saved = campaignSettingsValues(await call(api.rpc.campaignSettings['campaign-settings'].$post({ json: { settings } })));
      setValues(saved);
      return saved;
    },
    [api],
  );
  return { values, save };
}
