import { CAMPAIGN_EDIT_WINDOW_MS, type Campaign, type CampaignStatus } from '@zapdesk/contracts';

/**
 * The editing window as the API rules it (admin-automation.md §4): INATIVA, or PROGRAMADA with its start more
 * than one hour ahead. Checked again on the client's clock, since a dialog left open can cross the hour.
 */
export function isCampaignEditable(c: Pick<Campaign, 'status' | 'scheduledAt'>, now = new Date()): boolean {
  if (c.status === 'INATIVA') return true;
  return c.status === 'PROGRAMADA' && !!c.scheduledAt && new Date(c.scheduledAt).getTime() - now.getTime() > CAMPAIGN_EDIT_WINDOW_MS;
}

/** Cancel applies to a scheduled or running campaign; restart to a cancelled one (the API's transitions). */
export const canCancel = (status: CampaignStatus) => status === 'PROGRAMADA' || status === 'EM_ANDAMENTO';
export const canRestart = (status: CampaignStatus) => status === 'CANCELADA';

/** The badge colours of each status (light and dark). */
export const campaignStatusClass: Record<CampaignStatus, string> = {
  INATIVA: 'text-muted-foreground',
  PROGRAMADA: 'border-sky-600/30 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  EM_ANDAMENTO: 'border-amber-600/30 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  CANCELADA: 'border-destructive/30 bg-destructive/10 text-destructive',
  FINALIZADA: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
};
