/** The policy for answers that are not pages; pages get theirs, with a nonce, from proxy.ts (see lib/server/csp.ts). */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  typedRoutes: true,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'same-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      // Exactly the paths proxy.ts leaves alone, so that no answer carries two policies.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] },
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] },
      { source: '/_next/image', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] },
    ];
  },
};

export default nextConfig;
