import type { CampaignVariable } from '@zapdesk/contracts';
import { renderTemplate } from '../../lib/template';

/**
 * A campaign message for one contact: `{{name}}`, `{{firstName}}`, `{{ms}}`, `{{hora}}` (in the company's
 * zone) and the settings' `{key}` variables; unknown placeholders stay as written.
 */
export function renderCampaignMessage(text: string, o: { name: string; variables: CampaignVariable[]; timezone: string; now: Date }) {
  const filled = renderTemplate(text, { contactName: o.name, timezone: o.timezone, now: o.now });
  if (!o.variables.length) return filled;
  const values = new Map(o.variables.map((v) => [v.key, v.value]));
  return filled.replace(/(?<!\{)\{([^{}\s]+)\}(?!\})/g, (m, key: string) => values.get(key) ?? m);
}

/** One of the campaign's non-empty variants, chosen at random for each contact. */
export const pickVariant = (variants: string[], random: () => number = Math.random) => variants[Math.min(variants.length - 1, Math.floor(random() * variants.length))];
