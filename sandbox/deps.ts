/** What every sandbox handler can reach. */
import type { AccountRow } from './account/repo';
import type { SiwxIdentity } from './auth/siwx';
import type { Clock } from './clock';
import type { RouteDef } from '@/lib/marketplace/route';
import type { Handler, HandlerInput } from './http/contract';
import type { SandboxConfig } from './config';
import type { FaultBook } from './faults';
import type { NotificationBus } from './notifications/bus';
import type { RateLimiter } from './http/rate-limit';
import type { SandboxPayments } from './payments';
import type { SecretLedger } from './secrets';
import type { Catalog } from './store/catalog';
import type { SandboxDb } from './db/types';

export interface SandboxDeps {
  db: SandboxDb;
  clock: Clock;
  limiter: RateLimiter;
  config: SandboxConfig;
  /** The store's read model; call `invalidate()` after writing products, sellers or reviews. */
  catalog: Catalog;
  /** x402: requirements, the in-process facilitator and the Solana RPC's blockhashes. */
  payments: SandboxPayments;
  /** Faults injected through the control surface. */
  faults: FaultBook;
  /** Notifications as they happen, and the open streams. */
  notifications: NotificationBus;
  /** Credentials issued and received, for the e2e secret sweep; call `secrets.record` when handing one out outside a JSON answer. */
  secrets: SecretLedger;
}

export interface SandboxContext {
  deps: SandboxDeps;
  /** The account behind an API key or wallet proof, on account routes (and status reads, when the wallet has one). */
  account?: AccountRow;
  /** The verified wallet, on SIWX-only routes and wallet status reads. */
  identity?: SiwxIdentity;
  /** The X-Checkout-Token of a status read. */
  checkoutToken?: string;
  /** The X-Secret of an order-room request. */
  orderSecret?: string;
  /** The job secret of a legacy job route (its `secret` body field or query parameter). */
  jobSecret?: string;
}

/** The authenticated account; account routes always have one. */
export function accountOf(ctx: SandboxContext): AccountRow {
  if (!ctx.account) throw new Error('route is missing account auth');
  return ctx.account;
}

/** A route's sandbox behaviour: the handler gets the route's checked, typed input. */
export function defineHandler<const R extends RouteDef>(
  route: R,
  handle: (ctx: SandboxContext & HandlerInput<R>) => Promise<Response> | Response,
): Handler<SandboxContext> {
  return { route, handle: handle as Handler<SandboxContext>['handle'] };
}

export type Handlers = readonly Handler<SandboxContext>[];
