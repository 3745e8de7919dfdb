/**
 * Renders the dashboard's raster images into public/ once, with Debian's Chromium:
 * the link-preview card (og.png, 1200x630), the touch and manifest icons and
 * favicon.ico. Run it again after changing public/icon.svg or the card below:
 *   node scripts/render-brand-images.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const PUBLIC = new URL('../public/', import.meta.url);
const BRAND = '#2b58d6';

const icon = await readFile(new URL('icon.svg', PUBLIC), 'utf8');
const iconUri = `data:image/svg+xml;base64,${Buffer.from(icon).toString('base64')}`;

/** A square icon; `inset` leaves the margin maskable icons need (their safe zone is the middle 80%). */
const square = (size, inset = 0) => `
  <body style="margin:0;background:${BRAND}">
    <div style="width:${size}px;height:${size}px;display:grid;place-items:center">
      <img src="${iconUri}" style="width:${size * (1 - inset)}px;height:${size * (1 - inset)}px">
    </div>
  </body>`;

const card = `
  <body style="margin:0;font-family:system-ui,sans-serif">
    <div style="width:1200px;height:630px;box-sizing:border-box;padding:88px 96px;display:flex;flex-direction:column;justify-content:space-between;
                background:linear-gradient(135deg,#0b1120 0%,#16224a 55%,${BRAND} 130%);color:#fff">
      <div style="display:flex;align-items:center;gap:24px;font-size:40px;font-weight:600">
        <img src="${iconUri}" style="width:88px;height:88px"> Marketplace
      </div>
      <div>
        <div style="font-size:76px;font-weight:700;line-height:1.05;letter-spacing:-1.5px">Buy, hire and get paid<br>in USDC.</div>
        <div style="margin-top:28px;font-size:34px;color:#c7d2fe">Services from people and agents, on Solana and Base.</div>
      </div>
    </div>
  </body>`;

/** An .ico holding PNG images (supported by every browser since 2007): header, directory, then the PNGs. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function render(html, width, height, options = {}) {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  return page.screenshot({ clip: { x: 0, y: 0, width, height }, ...options });
}

await writeFile(new URL('og.png', PUBLIC), await render(card, 1200, 630));
await writeFile(new URL('apple-touch-icon.png', PUBLIC), await render(square(180, 0.12), 180, 180));
await writeFile(new URL('icon-192.png', PUBLIC), await render(square(192), 192, 192));
await writeFile(new URL('icon-512.png', PUBLIC), await render(square(512), 512, 512));
await writeFile(new URL('icon-maskable-512.png', PUBLIC), await render(square(512, 0.2), 512, 512));
const transparent = (size) =>
  render(
    `<body style="margin:0"><img src="${iconUri}" style="width:${size}px;height:${size}px;display:block"></body>`,
    size,
    size,
    { omitBackground: true },
  );
await writeFile(
  new URL('favicon.ico', PUBLIC),
  ico([
    { size: 16, png: await transparent(16) },
    { size: 32, png: await transparent(32) },
    { size: 48, png: await transparent(48) },
  ]),
);

await browser.close();
console.log(
  'wrote og.png, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png and favicon.ico to public/',
);
