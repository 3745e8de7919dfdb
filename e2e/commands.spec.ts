/**
 * `npm start`, on the build this suite serves, stopped with Ctrl-C as a person
 * would: nothing it started is left. (`npm run dev` is checked by the unit
 * tests, which need no build.) No browser is involved, so the journeys'
 * fixtures are not either.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { alive, descendants, until } from '../scripts/process-tree';

// Apart from every worker's servers.
const PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 90;
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4120) + 90;

test('npm start leaves no process behind once it is stopped with Ctrl-C', async () => {
  // In a group of its own, as a terminal runs a command; Ctrl-C signals that whole group.
  const start = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'start-stop-')), SANDBOX_DATA_DIR: 'memory://' },
  });
  let output = '';
  for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk) => (output += chunk));
  await expect.poll(() => /\[sandbox\] listening/.test(output) && /\[next\].*(Ready|Local:)/.test(output), { timeout: 60_000 }).toBe(true);
  expect((await fetch(`http://localhost:${PORT}/store`)).status).toBe(200);
  const started = descendants(start.pid!);
  expect(started.length).toBeGreaterThan(2);

  const exited = new Promise((resolve) => start.once('exit', resolve));
  process.kill(-start.pid!, 'SIGINT');
  await exited;
  await until(() => started.every((pid) => !alive(pid)), 15_000);
  expect(started.filter(alive)).toEqual([]);
});
