/**
 * `npm start`, on the build this suite serves, stopped with Ctrl-C as a person
 * would: nothing it started is left. (`npm run dev` is checked by the unit
 * tests, which need no build.) No browser is involved, so the journeys'
 * fixtures are not either.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pressCtrlC, startLikeATerminal } from '../scripts/process-tree';

// Apart from every worker's servers.
const PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 90;
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4120) + 90;

test('npm start leaves no process behind once it is stopped with Ctrl-C', async () => {
  const start = await startLikeATerminal(
    ['start'],
    {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'start-stop-')),
      SANDBOX_DATA_DIR: 'memory://',
    },
    [/\[sandbox\] listening/, /\[next\].*(Ready|Local:)/],
    60_000,
  );
  expect((await fetch(`http://localhost:${PORT}/store`)).status).toBe(200);
  expect(start.started.length).toBeGreaterThan(2);
  expect(await pressCtrlC(start)).toEqual([]);
});
