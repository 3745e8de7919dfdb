/**
 * The proof-of-human handoff page a verification link opens. On the live
 * service a verification provider sits here; the sandbox asks for one click.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { accounts, humanLinks } from '../db/schema';
import type { SandboxDeps } from '../deps';

const VERIFICATION_DAYS = 14;

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}p{color:#334155}</style></head>
<body><h1>${title}</h1>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

type LinkState = 'unknown' | 'expired' | 'replaced' | 'completed' | 'open';

export function humanRoutes(deps: SandboxDeps): Hono {
  const routes = new Hono();

  const stateOf = async (requestId: string): Promise<{ state: LinkState; accountId?: string }> => {
    const [link] = await deps.db.select().from(humanLinks).where(eq(humanLinks.requestId, requestId)).limit(1);
    if (!link) return { state: 'unknown' };
    if (link.completedAt) return { state: 'completed', accountId: link.accountId };
    if (link.replacedAt) return { state: 'replaced', accountId: link.accountId };
    if (link.expiresAt.getTime() <= deps.clock.now()) return { state: 'expired', accountId: link.accountId };
    return { state: 'open', accountId: link.accountId };
  };

  const explain: Record<Exclude<LinkState, 'open'>, [string, string, number]> = {
    unknown: ['Link not found', 'This verification link does not exist.', 404],
    expired: ['Link expired', 'Verification links last 30 minutes. Create a new one from your account page.', 410],
    replaced: ['Link replaced', 'A newer verification link was created for this account; use that one.', 410],
    completed: [
      'You are verified',
      'This account’s owner is verified as human for 14 days. You can close this page.',
      200,
    ],
  };

  routes.get('/:requestId', async (c) => {
    const { state } = await stateOf(c.req.param('requestId'));
    if (state !== 'open') {
      const [title, text, status] = explain[state];
      return page(title, `<p>${text}</p>`, status);
    }
    return page(
      'Proof of human',
      `<p>The account owner confirms they are a human. Verification lasts ${VERIFICATION_DAYS} days.</p>
<form method="post"><button type="submit">I am a human — verify me</button></form>
<p><small>Sandbox: no identity provider is involved.</small></p>`,
    );
  });

  routes.post('/:requestId', async (c) => {
    const requestId = c.req.param('requestId');
    const { state, accountId } = await stateOf(requestId);
    if (state !== 'open' || !accountId) {
      const [title, text, status] = explain[state === 'open' ? 'unknown' : state];
      return page(title, `<p>${text}</p>`, status);
    }
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(humanLinks)
        .set({ completedAt: new Date(now) })
        .where(eq(humanLinks.requestId, requestId));
      await tx
        .update(accounts)
        .set({
          humanVerifiedAt: new Date(now),
          humanVerificationExpiresAt: new Date(now + VERIFICATION_DAYS * 86_400_000),
        })
        .where(eq(accounts.id, accountId));
    });
    const [title, text] = explain.completed;
    return page(title, `<p>${text}</p>`);
  });

  return routes;
}
