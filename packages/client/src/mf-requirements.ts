/**
 * What a Module Federation remote needs from the page's shared singletons, and whether the shell meets it.
 * Browser-safe (no Node imports): the shell checks a remote with it before mounting it, and the test suite
 * (packages/client/test/mf-shared.test.ts) compares every remote's ranges with the shell's versions.
 *
 * A remote publishes its ranges in the first statement of its remoteEntry.js (`requirementsBanner`, added at
 * build time by `pluginPublishRequirements` of ./mf-shared): the same file the shell loads, so the ranges can
 * never be out of step with the code, and no second request is made.
 */

/** Shared package → the semver range a remote needs (e.g. `{ '@zapdesk/client': '^1.2.0' }`). */
export type SharedRequirements = Record<string, string>;
/** Shared package → the version a build bundles (and the shell provides to every remote). */
export type SharedVersions = Record<string, string>;
/** One requirement the shell cannot meet; `provided` is null when the shell does not share the package at all. */
export type UnmetRequirement = { pkg: string; required: string; provided: string | null };

/** The window property remotes publish their ranges under: `{ [mfName]: SharedRequirements }`. */
export const REQUIREMENTS_GLOBAL = '__ZAPDESK_SHARED_REQUIREMENTS__';

/** The statement a remote's remoteEntry.js starts with. */
export function requirementsBanner(mfName: string, requirements: SharedRequirements): string {
  return `(self[${JSON.stringify(REQUIREMENTS_GLOBAL)}]=self[${JSON.stringify(REQUIREMENTS_GLOBAL)}]||{})[${JSON.stringify(mfName)}]=${JSON.stringify(requirements)};`;
}

/** The ranges a loaded remoteEntry.js published, or null (a remote built before they were published). */
export function publishedRequirements(mfName: string, scope: object = globalThis): SharedRequirements | null {
  const all = (scope as Record<string, unknown>)[REQUIREMENTS_GLOBAL] as Record<string, SharedRequirements> | undefined;
  return all?.[mfName] ?? null;
}

/** The requirements `provided` does not meet, in the order the remote lists them. */
export function unmetRequirements(required: SharedRequirements, provided: SharedVersions): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  for (const [pkg, range] of Object.entries(required)) {
    const version = provided[pkg] ?? null;
    if (version === null || !satisfies(version, range)) unmet.push({ pkg, required: range, provided: version });
  }
  return unmet;
}

// ---- A small semver `satisfies` (the ranges npm writes: exact, ^, ~, comparators, x-ranges, "||", hyphen-less).

type Version = [number, number, number, string];

function parseVersion(text: string): Version | null {
  const m = /^\s*v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number) ? -1 : 1;
  // A prerelease sorts before its release; two prereleases compare by their dot-separated identifiers.
  if (a[3] === b[3]) return 0;
  if (!a[3]) return 1;
  if (!b[3]) return -1;
  const pa = a[3].split('.');
  const pb = b[3].split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    if (pa[i] === pb[i]) continue;
    const na = /^\d+$/.test(pa[i]) ? Number(pa[i]) : null;
    const nb = /^\d+$/.test(pb[i]) ? Number(pb[i]) : null;
    if (na !== null && nb !== null) return na < nb ? -1 : 1;
    if (na !== null) return -1;
    if (nb !== null) return 1;
    return pa[i] < pb[i] ? -1 : 1;
  }
  return 0;
}

type Comparator = { op: '<' | '<=' | '>' | '>=' | '='; v: Version };

/** A partial version ("1", "1.2", "1.x", "*") as its parts, null for a wildcard part. */
function partial(text: string): { parts: (number | null)[]; pre: string } | null {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  if (!m) return null;
  const parts = [m[1], m[2], m[3]].map((p) => (p === undefined || /^[xX*]$/.test(p) ? null : Number(p)));
  // Once a part is a wildcard, the parts after it are too.
  for (let i = 1; i < 3; i++) if (parts[i - 1] === null) parts[i] = null;
  return { parts, pre: m[4] ?? '' };
}

const v = (a: number, b: number, c: number, pre = ''): Version => [a, b, c, pre];

/** One range term (e.g. "^1.2.3", ">=2", "1.x") as comparators that must all hold; null when not understood. */
function termComparators(term: string): Comparator[] | null {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(term);
  if (!m) return null;
  const op = m[1] ?? '';
  const p = partial(m[2]);
  if (!p) return null;
  const [maj, min, pat] = p.parts;
  if (maj === null) return op === '<' || op === '>' ? [{ op: '<', v: v(0, 0, 0) }] : [];
  const lower = v(maj, min ?? 0, pat ?? 0, p.pre);
  if (op === '^') {
    const upper = maj > 0 || min === null ? v(maj + 1, 0, 0) : (min ?? 0) > 0 || pat === null ? v(maj, (min ?? 0) + 1, 0) : v(maj, min ?? 0, (pat ?? 0) + 1);
    return [{ op: '>=', v: lower }, { op: '<', v: upper }];
  }
  if (op === '~') return [{ op: '>=', v: lower }, { op: '<', v: min === null ? v(maj + 1, 0, 0) : v(maj, min + 1, 0) }];
  // A partial version on its own is an x-range: "1.2" is >=1.2.0 <1.3.0.
  const upperOfPartial = min === null ? v(maj + 1, 0, 0) : pat === null ? v(maj, min + 1, 0) : null;
  if (op === '' || op === '=') return upperOfPartial ? [{ op: '>=', v: lower }, { op: '<', v: upperOfPartial }] : [{ op: '=', v: lower }];
  if (op === '>') return upperOfPartial ? [{ op: '>=', v: upperOfPartial }] : [{ op: '>', v: lower }];
  if (op === '<=') return upperOfPartial ? [{ op: '<', v: upperOfPartial }] : [{ op: '<=', v: lower }];
  return [{ op: op as Comparator['op'], v: lower }];
}

function holds(version: Version, c: Comparator): boolean {
  const d = compare(version, c.v);
  switch (c.op) {
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
    default:
      return d === 0;
  }
}

/** Whether `version` is in `range` (npm's rules; a prerelease only matches a range that names the same x.y.z with a prerelease). */
export function satisfies(version: string, range: string): boolean {
  const ver = parseVersion(version);
  if (!ver) return false;
  return range.split('||').some((alternative) => {
    const terms = alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
    const comparators: Comparator[] = [];
    for (const term of terms) {
      const cs = termComparators(term);
      if (!cs) return false;
      comparators.push(...cs);
    }
    if (!comparators.every((c) => holds(ver, c))) return false;
    if (!ver[3]) return true;
    return comparators.some((c) => c.v[3] && c.v[0] === ver[0] && c.v[1] === ver[1] && c.v[2] === ver[2]);
  });
}
