/** The `p`th percentile (0-100) of values sorted in ascending order; NaN when there are none. Shared by the benches. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
