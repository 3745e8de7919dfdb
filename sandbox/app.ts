/**
 * The sandbox marketplace as a Hono app: contract routes through one dispatcher,
 * media it serves itself, the Solana RPC its payments need, and (in dev/test)
 * the control surface with fault injection around the dispatcher.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/open';
import { ROUTES, matchRoute } from '@/lib/marketplace/routes';
import { authenticate } from './auth';
import { Clock } from './clock';
import { Catalog } from './store/catalog';
import type { SandboxConfig } from './config';
import { controlRoutes } from './control';
import * as schema from './db/schema';
import type { SandboxContext, SandboxDeps } from './deps';
import { FaultBook, TRANSPORT_FAULTS, underFault } from './faults';
import { createDispatch } from './http/contract';
import { RateLimiter } from './http/rate-limit';
import { mediaRoutes } from './media/generated';
import { SecretLedger } from './secrets';
import { seedSandbox } from './seed';
import { storeHandlers } from './store/routes';
import { accountHandlers } from './account/routes';
import { humanRoutes } from './account/human-page';
import { checkoutHandlers } from './checkout/routes';
import { orderHandlers } from './orders/routes';
import { deliveryRoutes } from './orders/files';
import { userHandlers } from './users/routes';
import { sellerHandlers } from './seller/routes';
import { uploadHandlers, uploadedMediaRoutes } from './media/uploads';
import { jobHandlers } from './jobs/routes';
import { creatorHandlers } from './creator/routes';
import { NotificationBus } from './notifications/bus';
import { notificationHandlers } from './notifications/routes';
import { swapHandlers } from './swaps/routes';
import { earningsHandlers } from './earnings/routes';
import { launchHandlers } from './launch/routes';
import { SandboxPayments } from './payments';
import { solanaRpcRoutes } from './payments/solana-rpc';
import { products } from './db/schema';
import { json } from './http/errors';

/** The largest unread request body the sandbox reads before answering, so the connection stays open. */
const UNREAD_BODY_READ_LIMIT = 1024 * 1024;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db/migrations');

export interface Sandbox {
  app: Hono<{ Bindings: HttpBindings }>;
  deps: SandboxDeps;
  reset: () => Promise<unknown>;
  close: () => Promise<void>;
}

/** Every route of the table has exactly one handler here. */
const handlers = new Map(
  [
    ...storeHandlers,
    ...accountHandlers,
    ...checkoutHandlers,
    ...orderHandlers,
    ...userHandlers,
    ...notificationHandlers,
    ...swapHandlers,
    ...earningsHandlers,
    ...jobHandlers,
    ...creatorHandlers,
    ...sellerHandlers,
    ...uploadHandlers,
    ...launchHandlers,
  ].map((h) => [h.route.id, h]),
);

const unhandled = ROUTES.filter((route) => !handlers.has(route.id)).map((route) => route.id);
if (unhandled.length > 0) throw new Error(`The sandbox has no handler for ${unhandled.join(', ')}`);

/** Whose window a call spends: the account, else the order secret (hashed), else the wallet. */
function windowScope(ctx: SandboxContext): string {
  if (ctx.account) return `account:${ctx.account.id}`;
  if (ctx.orderSecret) return `secret:${createHash('sha256').update(ctx.orderSecret).digest('hex')}`;
  if (ctx.identity) return `wallet:${ctx.identity.network}:${ctx.identity.address}`;
  return 'anonymous';
}

export async function createSandbox(
  config: SandboxConfig,
  options: { log?: (line: string) => void } = {},
): Promise<Sandbox> {
  const log = options.log ?? (() => undefined);
  const opened = await openDatabase({ dataDir: config.dataDir, migrationsFolder, schema });
  const clock = new Clock();
  const limiter = new RateLimiter(clock);
  const deps: SandboxDeps = {
    db: opened.db,
    clock,
    limiter,
    config,
    catalog: new Catalog(opened.db),
    payments: new SandboxPayments(config.paymentOverrides),
    faults: new FaultBook(),
    notifications: new NotificationBus(),
    secrets: new SecretLedger(config.controlEnabled),
  };
  const initial = {
    receiptDelayMs: config.receiptDelayMs,
    streamLifetimeMs: config.streamLifetimeMs,
    streamHeartbeatMs: config.streamHeartbeatMs,
  };

  const reset = async () => {
    clock.reset();
    limiter.reset();
    deps.faults.clear();
    deps.payments.reset();
    Object.assign(config, initial);
    deps.notifications.dropAll();
    const seeded = await seedSandbox(deps.db, config.publicUrl, clock.now());
    deps.catalog.invalidate();
    return seeded;
  };

  const [existing] = await deps.db.select({ n: count() }).from(products);
  if (!existing || existing.n === 0)
    log(`seeded ${JSON.stringify(await seedSandbox(deps.db, config.publicUrl, clock.now()))}`);

  const dispatch = createDispatch<SandboxContext>({
    handlers,
    context: (info, parsed) => authenticate(deps, info, parsed),
    spend: (route, scope) => {
      const { seconds, bucket, code, max } = route.window!;
      deps.limiter.enforce(`${bucket}:${scope}`, seconds, code, max);
    },
    windowScope,
    onError: (error, request) =>
      log(
        `error on ${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.stack : String(error)}`,
      ),
  });

  const app = new Hono<{ Bindings: HttpBindings }>();
  // The node adapter closes a kept-alive socket whose unread request body has not drained within 500 ms of the answer,
  // which a busy event loop misses; a client reusing that socket then meets a reset. A refusal sent before its (small)
  // body was read reads it first, so the connection stays usable. Larger bodies are left to the adapter.
  app.use('*', async (c, next) => {
    await next();
    const raw = c.req.raw;
    const length = Number(raw.headers.get('content-length'));
    if (raw.body && !raw.bodyUsed && length > 0 && length <= UNREAD_BODY_READ_LIMIT)
      await raw.arrayBuffer().catch(() => undefined);
  });
  if (config.controlEnabled) {
    app.use('*', async (c, next) => {
      await next();
      await deps.secrets.recordExchange(c.req.raw, c.res);
    });
  }
  app.route('/media/uploads', uploadedMediaRoutes(deps.db));
  app.route('/media', mediaRoutes(deps.db));
  app.route('/deliveries', deliveryRoutes(deps));
  app.route('/verify-human', humanRoutes(deps));
  app.route('/solana-rpc', solanaRpcRoutes(deps.payments));
  if (config.controlEnabled) app.route('/__sandbox', controlRoutes(deps, reset));
  else
    app.all('/__sandbox/*', () =>
      json({ ok: false, errorCode: 'NOT_FOUND', message: 'The control surface is off.' }, 404),
    );
  app.all('*', (c) => {
    const request = c.req.raw;
    const match = matchRoute(request.method, new URL(request.url).pathname);
    const fault = match.kind === 'route' ? deps.faults.take(match.route.id, TRANSPORT_FAULTS) : undefined;
    if (!fault || match.kind !== 'route') return dispatch(request);
    // On Node the raw socket is at hand: a dropped answer is a destroyed connection.
    const drop = () => (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.destroy();
    return underFault(match.route.id, fault, () => dispatch(request), drop);
  });

  return { app, deps, reset, close: opened.close };
}

/**
 * Idle keep-alive connections stay open longer than clients keep them (Node's
 * fetch drops its own after 4 s), so a client never reuses a socket the server
 * is closing at that very moment (a reset request on a busy machine).
 */
export function keepConnectionsOpen(server: object): void {
  // serve() gives an HTTP/1.1 server unless told otherwise.
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
}
