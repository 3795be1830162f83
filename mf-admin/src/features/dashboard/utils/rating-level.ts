export type RatingLevel = 0 | 1 | 2 | 3;

/** An attendant's average rating as one of the spec's levels (1 unsatisfied, 2 satisfied, 3 very satisfied); 0 = no ratings. */
export function ratingLevel(average: number, count: number): RatingLevel {
  if (!count || !Number.isFinite(average) || average <= 0) return 0;
  return Math.min(3, Math.max(1, Math.round(average))) as RatingLevel;
}
