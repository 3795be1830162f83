import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { toast, toastError } from '@zapdesk/ui';

/**
 * POST /campaigns/{id}/cancel and /restart with their toasts (admin-automation.md §8: a failure shows the
 * error's message). Resolves with the campaign the API answers, or null when it refused.
 */
export function useCampaignActions() {
  const { t } = useTranslation('campaigns');
  const api = useApi();
  const run = useCallback(
    async (c: Campaign, action: 'cancel' | 'restart'): Promise<Campaign | null> => {
      try {
        const param = { param: { id: String(c.id) } };
        const saved = await call(action === 'cancel' ? api.rpc.campaigns.campaigns[':id'].cancel.$post(param) : api.rpc.campaigns.campaigns[':id'].restart.$post(param));
        toast.success(t(`toasts.${action}`));
        return saved;
      } catch (e) {
        toastError(e);
        return null;
      }
    },
    [api, t],
  );
  return { cancel: (c: Campaign) => run(c, 'cancel'), restart: (c: Campaign) => run(c, 'restart') };
}
