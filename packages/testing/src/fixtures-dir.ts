import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The shared Baileys captures: `shared/` beside the checkout (SHARED_DIR overrides). */
export function baileysFixturesDir() {
  const root = join(import.meta.dir, '..', '..', '..');
  const candidates = [process.env.SHARED_DIR && join(process.env.SHARED_DIR, 'fixtures', 'baileys'), join(root, '..', 'shared', 'fixtures', 'baileys')].filter(Boolean) as string[];
  const found = candidates.find((d) => existsSync(d));
  if (!found) throw new Error(`Baileys fixtures not found (looked in ${candidates.join(', ')}); set SHARED_DIR`);
  return found;
}
