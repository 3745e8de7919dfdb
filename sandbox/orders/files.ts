/** The files simulated sellers deliver, served by the sandbox itself. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../deps';
import { orderByJobId } from './repo';
import { deliveryFileUrl } from './simulated';

export function deliveryRoutes(deps: SandboxDeps): Hono {
  const routes = new Hono();
  routes.get('/:jobId/:file', async (c) => {
    const jobId = c.req.param('jobId');
    const order = await orderByJobId(deps.db, jobId);
    if (
      !order?.deliveredAt ||
      c.req.param('file') !== 'delivery.txt' ||
      !order.deliveryFiles?.includes(deliveryFileUrl(deps.config.publicUrl, jobId))
    ) {
      return c.json({ ok: false, errorCode: 'NOT_FOUND', message: 'No such delivery file.' }, 404);
    }
    return c.text(`Sandbox delivery for order ${jobId}\n\n${order.deliveryContent ?? ''}\n`, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
  });
  return routes;
}
