// Geometry checks for layout tests: whether one element's box covers another's, read from the page.
import type { Locator } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box in the viewport; fails naming the element when it has none (detached or hidden). */
export async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} has no box on screen`);
  return box;
}
