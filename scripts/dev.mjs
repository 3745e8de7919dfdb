/** `npm run dev`: the sandbox marketplace and `next dev`, together. */
import { runAll, sandboxProcess } from './launch.mjs';

const port = process.env.PORT ?? '3000';
runAll([
  ...sandboxProcess({
    NODE_ENV: 'development',
    SANDBOX_SITE_URL: process.env.SANDBOX_SITE_URL ?? `http://localhost:${port}`,
  }),
  {
    name: 'next',
    command: process.execPath,
    args: ['node_modules/next/dist/bin/next', 'dev', '--port', port],
    env: {},
  },
]);
