/** Every leaf of a resource tree, keyed by its dotted path (`tabs.open`), with its value. */
export function resourceLeaves(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [k, v] of Object.entries(tree)) resourceLeaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, tree);
  return out;
}
