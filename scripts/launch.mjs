/**
 * Runs several long-lived processes together (the sandbox and Next), prefixing
 * their output, and stops all of them when one exits or on Ctrl-C.
 */
import { spawn } from 'node:child_process';

export function runAll(processes) {
  const children = processes.map(({ name, command, args, env }) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (stream, target) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) target.write(`[${name}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    return { name, child };
  });

  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  for (const { name, child } of children) {
    child.on('exit', (code) => {
      if (!stopping) console.error(`[${name}] exited with code ${code}`);
      stop(code ?? 1);
    });
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

/** The sandbox runs alongside unless the dashboard is pointed at another marketplace. */
export function sandboxProcess(extraEnv = {}) {
  if (process.env.MARKETPLACE_API_URL) return [];
  return [{ name: 'sandbox', command: process.execPath, args: ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], env: extraEnv }];
}
