export type RowKey = string | number | bigint;

/**
 * React keys for a virtual list's rendered rows that reuse the slots of rows that scrolled out: a row entering
 * the view takes a departed row's key, so React updates that row's text and attributes instead of removing one
 * subtree and building another on every scrolled frame. Rows that stay keep their slot; new rows take the
 * smallest slot no remaining row holds, so slots are unique whatever the range does (clipped at either end,
 * resized, list replaced) and stay few.
 */
export function recycleSlots(previous: ReadonlyMap<RowKey, number>, keys: readonly RowKey[]) {
  const used = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined) used.add(slot);
  }
  let candidate = 0;
  const assigned = new Map<RowKey, number>();
  const slots = keys.map((key) => {
    let slot = previous.get(key);
    if (slot === undefined) {
      while (used.has(candidate)) candidate++;
      slot = candidate;
      used.add(slot);
    }
    assigned.set(key, slot);
    return slot;
  });
  return { slots, assigned };
}
