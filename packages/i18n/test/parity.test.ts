import { describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes } from '@zapdesk/contracts';
import { namespaces, resources } from '../src/resources';
import { resourceLeaves } from '../src/resource-leaves';
import { translationGaps } from '../src/translation-gaps';

// A remote's own namespace (mf-tickets' tickets) is checked by the remote's test beside its texts.
describe('every user-visible string exists in pt, en and es', () => {
  test.each([...namespaces])('%s: the same keys in the three languages, none empty', (ns) => {
    expect(translationGaps({ pt: resources.pt[ns], en: resources.en[ns], es: resources.es[ns] })).toEqual([]);
  });

  test('every locale file is registered', () => {
    const files = readdirSync(join(import.meta.dir, '..', 'src', 'locales')).map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !(namespaces as readonly string[]).includes(f))).toEqual([]);
  });

  test('every error code of the catalogue has a translation in each language', () => {
    for (const lng of ['pt', 'en', 'es'] as const) {
      const errors = [...resourceLeaves(resources[lng].errors).keys()];
      const missing = errorCodes.filter((c) => !errors.some((k) => k === c || k.endsWith(`.${c}`)));
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
  });
});
