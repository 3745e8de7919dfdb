/**
 * Against the live service, the page policy lets images in from this
 * dashboard, the marketplace and MEDIA_ORIGINS only, and connections to this
 * dashboard only: no sandbox origin anywhere. The marketplace's media are on
 * another origin (its public URL), which only MEDIA_ORIGINS allows, and they
 * load without a violation (the fixtures fail on any).
 */
import { SANDBOX_URL } from '../support';
import { LIVE, expect, expectNoSandboxTraces, test } from './live';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

test('images from this dashboard, the marketplace and the media origin only; connections to this dashboard only', async ({
  page,
}) => {
  const response = await page.goto('/store');
  const policy = directives(response!.headers()['content-security-policy']!);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', LIVE.sandboxUrl, LIVE.mediaOrigin]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.has('media-src')).toBe(false);
  // No origin but those two, in any directive: not this worker's sandbox, not the default one.
  const origins = [...policy.values()].flat().filter((source) => /^https?:/.test(source));
  expect(new Set(origins)).toEqual(new Set([LIVE.sandboxUrl, LIVE.mediaOrigin]));
  expect(origins).not.toContain(SANDBOX_URL);
  expect(origins.some((origin) => origin.endsWith(':4020'))).toBe(false);

  // The product images come from the media origin, and they show.
  const images = page.getByRole('list', { name: 'Services' }).locator(`img[src^="${LIVE.mediaOrigin}/media/"]`);
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoSandboxTraces(page, 'the store');
});
