/** `npm start`: builds once if needed, then the sandbox marketplace and `next start`, together. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runAll, sandboxProcess } from './launch.mjs';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running `next build` once.');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
runAll([
  ...sandboxProcess({ SANDBOX_SITE_URL: process.env.SANDBOX_SITE_URL ?? `http://localhost:${port}` }),
  {
    name: 'next',
    command: process.execPath,
    args: ['node_modules/next/dist/bin/next', 'start', '--port', port],
    env: {},
  },
]);
