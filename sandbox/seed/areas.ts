/**
 * Each area's part of the seed, run after the core catalog and the personas'
 * accounts exist: `sandbox/<area>/seed.ts` exports one function, listed here.
 * Seeds are deterministic: the same marketplace after every reset.
 */
import type { SandboxDb } from '../db/types';
import { seedEarnings } from '../earnings/seed';
import { seedSeller } from '../seller/seed';
import { seedSwaps } from '../swaps/seed';
import { seedJobs } from '../jobs/seed';
import { seedLaunch } from '../launch/seed';

export interface AreaSeedContext {
  publicUrl: string;
  /** Seeded history ends at this instant (ms); spread dates before it. */
  epoch: number;
  /** The sandbox clock when seeding (ms): history reaches up to it (earnings windows end at the next UTC midnight), and deadlines that must still be ahead (open jobs) are set from it. */
  now: number;
}

export type AreaSeed = (db: SandboxDb, context: AreaSeedContext) => Promise<void>;

export const AREA_SEEDS: AreaSeed[] = [seedSwaps, seedEarnings, seedJobs, seedSeller, seedLaunch];
