/**
 * The sandbox marketplace as a Hono app: contract routes through one dispatcher,
 * media it serves itself, and (in dev/test) the control surface.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { openDatabase } from '@/lib/db/open';
import { authenticate } from './auth';
import { Clock } from './clock';
import { Catalog } from './store/catalog';
import type { SandboxConfig } from './config';
import { controlRoutes } from './control';
import * as schema from './db/schema';
import type { Handlers, SandboxContext, SandboxDeps } from './deps';
import { createDispatch } from './http/contract';
import { RateLimiter } from './http/rate-limit';
import { mediaRoutes } from './media';
import { seedSandbox } from './seed';
import { storeHandlers } from './store/routes';
import { accountHandlers } from './accounts/routes';
import { humanRoutes } from './accounts/human-page';
import { products } from './db/schema';
import { count } from 'drizzle-orm';
import { json } from './http/errors';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db/migrations');

export interface Sandbox {
  app: Hono;
  deps: SandboxDeps;
  reset: () => Promise<unknown>;
  close: () => Promise<void>;
}

export const handlers: Handlers = {
  ...storeHandlers,
  ...accountHandlers,
};

export async function createSandbox(config: SandboxConfig, options: { log?: (line: string) => void } = {}): Promise<Sandbox> {
  const log = options.log ?? (() => undefined);
  const opened = await openDatabase({ dataDir: config.dataDir, migrationsFolder, schema });
  const clock = new Clock();
  const limiter = new RateLimiter(clock);
  const deps: SandboxDeps = { db: opened.db, clock, limiter, config, catalog: new Catalog(opened.db) };

  const reset = async () => {
    clock.reset();
    limiter.reset();
    const seeded = await seedSandbox(deps.db, config.publicUrl);
    deps.catalog.invalidate();
    return seeded;
  };

  const [existing] = await deps.db.select({ n: count() }).from(products);
  if (!existing || existing.n === 0) log(`seeded ${JSON.stringify(await seedSandbox(deps.db, config.publicUrl))}`);

  const dispatch = createDispatch<SandboxContext>({
    handlers,
    context: (info, parsed, def) => authenticate(deps, info, parsed, def),
    onError: (error, request) => log(`error on ${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.stack : String(error)}`),
  });

  const app = new Hono();
  app.route('/media', mediaRoutes(deps.db));
  app.route('/verify-human', humanRoutes(deps));
  if (config.controlEnabled) app.route('/__sandbox', controlRoutes(deps, reset));
  else app.all('/__sandbox/*', () => json({ ok: false, errorCode: 'NOT_FOUND', message: 'The control surface is off.' }, 404));
  app.all('*', (c) => dispatch(c.req.raw));

  return { app, deps, reset, close: opened.close };
}
