/**
 * Lint rules, including the house's import boundaries (see docs/architecture.md):
 * - lib/marketplace is the contract as code, shared by browser, server and sandbox: it imports
 *   none of them;
 * - components/ never reach the server's modules (they run in the browser), nor the whole route
 *   table (a page bundles only its area's entries);
 * - the sandbox is its own program: it never imports the dashboard's app, components or server;
 * - pages never call fetch by hand: they go through the gateway (lib/marketplace/call.ts).
 */
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const SERVER = {
  group: ['@/lib/server', '@/lib/server/*', '**/lib/server/*'],
  message: 'Server modules stay on the server (lib/server).',
};
const APP = { group: ['@/app/*', '**/app/*', '@/pages/*', '**/pages/*'], message: 'Nothing imports route files.' };
const COMPONENTS = {
  group: ['@/components/*', '**/components/*'],
  message: 'UI belongs to the dashboard, not to this layer.',
};
const SANDBOX = { group: ['@/sandbox/*', '**/sandbox/*'], message: 'The sandbox is a separate program.' };
/** The browser offers the sandbox's personas: it may read their plain list, nothing else of the sandbox. */
const SANDBOX_BUT_PERSONAS = {
  group: [...SANDBOX.group, '!@/sandbox/personas-public'],
  message: 'The sandbox is a separate program; the browser reads only its persona list (sandbox/personas-public.ts).',
};
const WALLET = { group: ['@/lib/wallet/*'], message: 'The contract layer does not sign.' };
const TESTS = ['sandbox/conformance/**', '**/*.test.ts', '**/*.test.tsx'];
const TABLE = {
  group: ['@/lib/marketplace/routes', '**/marketplace/routes'],
  message: 'Pages import their area’s contract; the whole route table is for the server, the sandbox and tests.',
};
const DB = { group: ['@/lib/db/*'], message: 'The contract layer has no database.' };
const TEST_HELPERS = { group: ['@/test/*', '**/test/*'], message: 'Test helpers (test/) are for tests only.' };
const FETCH_MESSAGE =
  'Pages reach the marketplace through the gateway: callRoute (lib/marketplace/call.ts), callPaid for 402 challenges, callDashboard for /api/*.';
/** The gateway's transports, and the notifications feed (a stream, not a call), are the only fetches of the pages. */
const NO_FETCH = {
  'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: FETCH_MESSAGE })),
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-bench/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'lib/db/migrations/**',
      'sandbox/db/migrations/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Cycles are found by scripts/import-cycles.ts (in `npm run lint`) in under a second; this rule takes minutes here.
      'import/no-cycle': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['lib/marketplace/**'],
    ignores: TESTS,
    rules: restrict([TEST_HELPERS, SERVER, APP, COMPONENTS, SANDBOX, WALLET, DB]),
  },
  {
    files: ['lib/marketplace/*/client.ts'],
    ignores: TESTS,
    rules: restrict([TEST_HELPERS, SERVER, APP, COMPONENTS, SANDBOX, WALLET, DB, TABLE]),
  },
  {
    files: ['components/**', 'lib/wallet/**'],
    ignores: TESTS,
    rules: restrict([TEST_HELPERS, SERVER, APP, SANDBOX_BUT_PERSONAS, DB, TABLE]),
  },
  {
    files: ['lib/marketplace/**', 'components/**', 'app/**'],
    ignores: [
      ...TESTS,
      'app/api/**',
      'lib/marketplace/transport.ts',
      'lib/marketplace/notifications/feed.ts',
      'lib/marketplace/notifications/refusal.ts',
    ],
    rules: NO_FETCH,
  },
  { files: ['app/**', 'pages/**', 'proxy.ts', 'instrumentation.ts'], ignores: TESTS, rules: restrict([TEST_HELPERS]) },
  { files: ['sandbox/**'], ignores: TESTS, rules: restrict([TEST_HELPERS, SERVER, APP, COMPONENTS, WALLET]) },
  // Tests act as clients (agents signing with test wallets), never as the dashboard's server.
  { files: TESTS.filter((t) => t.startsWith('sandbox')), rules: restrict([SERVER, APP, COMPONENTS]) },
  { files: ['lib/server/**', 'lib/db/**'], ignores: TESTS, rules: restrict([TEST_HELPERS, APP, COMPONENTS, SANDBOX]) },
  // The server's tests may run a real sandbox as the upstream.
  { files: ['lib/server/**/*.test.ts'], rules: restrict([APP, COMPONENTS]) },
  {
    // A component that grows past a screenful of code is split into pieces that each do one thing.
    files: ['components/**/*.tsx'],
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests read loosely typed JSON on purpose; programs and tests print their results.
    files: [...TESTS, 'scripts/**', 'sandbox/main.ts', 'e2e/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
