/**
 * BENCH_BUILD=1 (set by `npm run bench:proxy` for its build and its server) adds the
 * bench-only `*.bench.ts` route that script copies into app/ for its build (from
 * scripts/bench/), in a separate build folder with its own tsconfig (so tsconfig.json
 * is not rewritten); any other build has none.
 */
const benchBuild = process.env.BENCH_BUILD === '1';
/** Set by `npm test`, whose type-check stage has already run `tsc` over the same code. */
const typesChecked = process.env.BUILD_TYPES_CHECKED === '1';
const pageExtensions = ['tsx', 'ts', 'jsx', 'js'];

/**
 * The policy for answers that are not pages; pages get theirs, with a nonce, from proxy.ts (see lib/server/csp.ts).
 * An answer opened in a tab (an SVG picture from /api/media among them) runs nothing, submits no form and is put in
 * a sandbox of its own: `form-action` does not fall back to `default-src`.
 */
const NON_PAGE_POLICY = "default-src 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  pageExtensions: benchBuild ? ['bench.ts', ...pageExtensions] : pageExtensions,
  distDir: benchBuild ? '.next-bench' : '.next',
  typescript: { ...(benchBuild && { tsconfigPath: 'tsconfig.bench.json' }), ignoreBuildErrors: typesChecked },
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Bundle the one Pages API route's dependencies as App Router routes' are (pages/api/notifications/stream.ts):
  // loaded from node_modules instead, `server-only` throws, since Node does not resolve it as a server module.
  bundlePagesRouterDependencies: true,
  typedRoutes: true,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'same-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          // Nothing here uses the camera, microphone, location, payment handlers or USB devices (wallets are extensions).
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
        ],
      },
      // Served over HTTPS (behind a proxy that terminates TLS and says so), browsers keep to HTTPS for two years.
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
      },
      // Exactly the paths proxy.ts leaves alone, so that no answer carries two policies.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] },
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] },
      { source: '/_next/image', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] },
    ];
  },
};

export default nextConfig;
