/**
 * Each area's part of the seed, run after the core catalog and the personas'
 * accounts exist: `sandbox/<area>/seed.ts` exports one function, listed here.
 * Seeds are deterministic: the same marketplace after every reset.
 */
import type { SandboxDb } from '../db/types';
import { seedSeller } from '../seller/seed';

export interface AreaSeedContext {
  publicUrl: string;
  /** Seeded history ends at this instant (ms); spread dates before it. */
  epoch: number;
}

export type AreaSeed = (db: SandboxDb, context: AreaSeedContext) => Promise<void>;

export const AREA_SEEDS: AreaSeed[] = [seedSeller];
