/** What every sandbox handler can reach. */
import type { AccountRow } from './accounts/repo';
import type { SiwxIdentity } from './auth/siwx';
import type { Clock } from './clock';
import type { AnyHandler, HandlerDef } from './http/contract';
import type { SandboxConfig } from './config';
import type { RateLimiter } from './http/rate-limit';
import type { Catalog } from './store/catalog';
import type { SandboxDb } from './db/types';

export interface SandboxDeps {
  db: SandboxDb;
  clock: Clock;
  limiter: RateLimiter;
  config: SandboxConfig;
  /** The store's read model; call `invalidate()` after writing products, sellers or reviews. */
  catalog: Catalog;
}

export interface SandboxContext {
  deps: SandboxDeps;
  /** The account behind an API key or wallet proof, on account routes. */
  account?: AccountRow;
  /** The verified wallet, on SIWX-only routes. */
  identity?: SiwxIdentity;
}

/** The authenticated account; account routes always have one. */
export function accountOf(ctx: SandboxContext): AccountRow {
  if (!ctx.account) throw new Error('route is missing account auth');
  return ctx.account;
}

export function defineHandler<Q = Record<string, never>, B = undefined>(def: HandlerDef<Q, B, SandboxContext>): HandlerDef<Q, B, SandboxContext> {
  return def;
}

export type Handlers = Record<string, AnyHandler<SandboxContext>>;
