/**
 * Nothing outlives the command that started it: a group's forked server is
 * stopped with its leader, and `npm run dev`, stopped with Ctrl-C as a person
 * would, leaves no process behind.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGroup, stopGroups } from './process-group.mjs';
import { alive, pressCtrlC, startLikeATerminal, until } from './process-tree';

describe('process groups', () => {
  it('stop a forked server whose parent already exited, and one that ignores SIGTERM', async () => {
    // A parent that forks a long-lived child (as Next's CLI does its server) and exits; the child ignores SIGTERM.
    const script = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')"], { stdio: ['ignore', 'inherit', 'inherit'] });
      console.log(child.pid);
    `;
    const leader = startGroup(process.execPath, ['-e', script]);
    let output = '';
    leader.stdout.on('data', (chunk) => (output += chunk));
    await until(() => /ready/.test(output), 10_000);
    const server = Number(output.split('\n')[0]);
    expect(alive(server)).toBe(true);
    await stopGroups(500);
    expect(alive(server)).toBe(false);
  });

  it('leave nothing of `npm run dev` once it is stopped with Ctrl-C, nor a changed tsconfig.json', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-stop-'));
    // `next dev` rewrites tsconfig.json when its includes lack what it wants: they must already have it.
    const tsconfig = readFileSync('tsconfig.json', 'utf8');
    const dev = await startLikeATerminal(
      ['run', 'dev'],
      {
        PORT: '3917',
        SANDBOX_PORT: '4917',
        DATA_DIR: dataDir,
        SANDBOX_DATA_DIR: 'memory://',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      [/\[sandbox\] listening/, /\[next\].*(Ready|Local:)/],
      90_000,
    );
    expect(dev.started.length).toBeGreaterThan(2);
    expect(await pressCtrlC(dev)).toEqual([]);
    const after = readFileSync('tsconfig.json', 'utf8');
    if (after !== tsconfig) writeFileSync('tsconfig.json', tsconfig);
    expect(after).toBe(tsconfig);
  }, 120_000);
});
