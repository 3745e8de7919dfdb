/**
 * Media the sandbox serves itself: product thumbnails and seller avatars drawn
 * as SVG from a hash of their id, and small attachment files.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { products } from '../db/schema';
import { hashHex } from '../seed/random';
import type { SandboxDb } from '../db/types';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hues(key: string): [number, number, number] {
  const h = hashHex('media', key);
  return [
    Number.parseInt(h.slice(0, 4), 16) % 360,
    Number.parseInt(h.slice(4, 8), 16) % 360,
    Number.parseInt(h.slice(8, 12), 16),
  ];
}

function initials(text: string): string {
  const words = text
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

export function thumbnailSvg(id: string, title: string, caption: string): string {
  const [a, b, n] = hues(id);
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const x = (n * (i + 3) * 37) % 640;
    const y = (n * (i + 5) * 53) % 400;
    const r = 30 + ((n >> i) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(a + i * 40) % 360} 80% 85%)" fill-opacity="0.35"/>`;
  }).join('');
  const label = escapeXml(initials(title));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="Product thumbnail">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 65% 45%)"/><stop offset="1" stop-color="hsl(${b} 70% 30%)"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>${shapes}
<text x="40" y="300" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="white" fill-opacity="0.92">${label}</text>
<text x="42" y="352" font-family="system-ui, sans-serif" font-size="26" font-weight="500" fill="white" fill-opacity="0.85">${escapeXml(caption)}</text>
</svg>`;
}

export function avatarSvg(nickname: string): string {
  const [a, b] = hues(nickname.toLowerCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="Avatar">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 55%)"/><stop offset="1" stop-color="hsl(${b} 70% 40%)"/></linearGradient></defs>
<rect width="128" height="128" rx="64" fill="url(#g)"/>
<text x="64" y="80" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="white">${escapeXml(initials(nickname))}</text>
</svg>`;
}

const svg = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });

export function mediaRoutes(db: SandboxDb): Hono {
  const media = new Hono();
  media.get('/products/:id/files/:file', (c) => {
    const file = c.req.param('file');
    if (file.endsWith('.svg'))
      return svg(thumbnailSvg(`${c.req.param('id')}/${file}`, file.replace(/\.svg$/, ''), 'Sample'));
    return c.text(
      `Project brief template for listing ${c.req.param('id')}.\n\n1. Goal\n2. Audience\n3. References\n4. Deadline\n`,
      200,
      {
        'content-type': 'text/plain; charset=utf-8',
      },
    );
  });
  media.get('/products/:file{.+\\.svg}', async (c) => {
    const id = decodeURIComponent(c.req.param('file').slice(0, -4));
    const [product] = await db
      .select({ name: products.name, subCategory: products.subCategory })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    return svg(thumbnailSvg(id, product?.name ?? id, product?.subCategory ?? ''));
  });
  media.get('/avatars/:file{.+\\.svg}', (c) => svg(avatarSvg(decodeURIComponent(c.req.param('file').slice(0, -4)))));
  return media;
}
