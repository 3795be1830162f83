import type { CampaignShipping } from '@zapdesk/contracts';

/**
 * The report's shipping table after page 1 was read again (newest first): the fresh page, then the older rows
 * loaded before that it does not reach. A row on both keeps the fresh copy (its status may have changed).
 */
export function mergeShipping(loaded: CampaignShipping[], firstPage: CampaignShipping[]): CampaignShipping[] {
  if (!firstPage.length) return loaded.length ? [] : loaded;
  const oldest = firstPage[firstPage.length - 1].id;
  return [...firstPage, ...loaded.filter((s) => s.id < oldest)];
}
