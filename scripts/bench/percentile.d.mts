/** Types of percentile.mjs, for the TypeScript benches. */
export function percentile(sorted: readonly number[], p: number): number;
