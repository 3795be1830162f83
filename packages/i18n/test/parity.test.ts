import { describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes } from '@zapdesk/contracts';
import { namespaces, resources } from '../src/resources';
import * as ticketsRemote from '../../../mf-tickets/src/features/ticket-lists/i18n/tickets-texts';

/** Every leaf key of a resource tree, as a dotted path, with its value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [k, v] of Object.entries(tree)) for (const [p, x] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, x);
  } else out.set(prefix, tree);
  return out;
}

const bundles: [string, Record<'pt' | 'en' | 'es', unknown>][] = [
  ...namespaces.map((ns) => [ns, { pt: resources.pt[ns], en: resources.en[ns], es: resources.es[ns] }] as [string, Record<'pt' | 'en' | 'es', unknown>]),
  ['tickets (mf-tickets remote)', { pt: ticketsRemote.pt, en: ticketsRemote.en, es: ticketsRemote.es }],
];

describe('every user-visible string exists in pt, en and es', () => {
  test.each(bundles)('%s: the same keys in the three languages, none empty', (_name, langs) => {
    const pt = leaves(langs.pt);
    const en = leaves(langs.en);
    const es = leaves(langs.es);
    expect(pt.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...pt.keys()].sort());
    expect([...es.keys()].sort()).toEqual([...pt.keys()].sort());
    for (const m of [pt, en, es]) for (const [k, v] of m) expect({ k, ok: typeof v === 'string' && v.trim().length > 0 }).toEqual({ k, ok: true });
  });

  test('every locale file is registered', () => {
    const files = readdirSync(join(import.meta.dir, '..', 'src', 'locales')).map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !(namespaces as readonly string[]).includes(f))).toEqual([]);
  });

  test('every error code of the catalogue has a translation in each language', () => {
    for (const lng of ['pt', 'en', 'es'] as const) {
      const errors = leaves(resources[lng].errors);
      const missing = errorCodes.filter((c) => ![...errors.keys()].some((k) => k === c || k.endsWith(`.${c}`)));
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
  });
});
