/** Test controls for notifications: emit one now, see the open streams, drop them all. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { PUBLIC_JOB_NOTIFICATION_TYPE } from '@/lib/marketplace/notifications/terms';
import type { SandboxDeps } from '../deps';
import { emitNotification } from './bus';

const emitBody = z.strictObject({
  /** The account it is for; left out, a public job announcement (type 8). */
  accountId: z.string().min(1).optional(),
  message: z.string().min(1).max(20_000).default('A new public job is open.'),
  notificationType: z.number().int().nullable().optional(),
  expiresInSeconds: z.number().int().min(1).optional(),
});

export function notificationControls(control: Hono, deps: SandboxDeps): void {
  control.post('/notifications', async (c) => {
    const parsed = emitBody.safeParse((await c.req.json().catch(() => ({}))) ?? {});
    if (!parsed.success)
      return c.json({ ok: false, errorCode: 'CONTROL_INPUT_INVALID', message: parsed.error.issues[0]?.message }, 400);
    const { accountId, message, notificationType, expiresInSeconds } = parsed.data;
    const row = await emitNotification(deps, {
      accountId: accountId ?? null,
      message,
      notificationType:
        notificationType !== undefined ? notificationType : accountId ? null : PUBLIC_JOB_NOTIFICATION_TYPE,
      expiresAt: expiresInSeconds ? new Date(deps.clock.now() + expiresInSeconds * 1000) : null,
    });
    return c.json({ ok: true, id: row.id, cursor: String(row.cursor), emittedAt: new Date().toISOString() });
  });
  control.get('/notifications/streams', (c) => {
    const streams = deps.notifications.census();
    return c.json({ ok: true, streams, total: Object.values(streams).reduce((a, b) => a + b, 0) });
  });
  control.post('/notifications/streams/drop', (c) => c.json({ ok: true, dropped: deps.notifications.dropAll() }));
}
