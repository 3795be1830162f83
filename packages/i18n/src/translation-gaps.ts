import type { Language } from '@zapdesk/contracts/constants';
import { resourceLeaves } from './resource-leaves';

/**
 * What a namespace lacks for every user-visible string to exist in pt, en and es: `en: tabs.open missing`,
 * `es: title empty`, `pt: extra.key extra` (a key that pt, the reference, does not have). Empty when complete.
 */
export function translationGaps(texts: Record<Language, unknown>): string[] {
  const reference = resourceLeaves(texts.pt);
  const gaps: string[] = [];
  if (reference.size === 0) gaps.push('pt: no texts');
  for (const [lng, tree] of Object.entries(texts)) {
    const keys = resourceLeaves(tree);
    for (const k of reference.keys()) if (!keys.has(k)) gaps.push(`${lng}: ${k} missing`);
    for (const [k, v] of keys) {
      if (!reference.has(k)) gaps.push(`${lng}: ${k} extra`);
      else if (typeof v !== 'string' || !v.trim()) gaps.push(`${lng}: ${k} empty`);
    }
  }
  return gaps;
}
