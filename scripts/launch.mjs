/**
 * Runs several long-lived processes together (the sandbox and Next), prefixing
 * their output, and stops all of them, with everything they started, when one
 * exits or on Ctrl-C or SIGTERM (scripts/process-group.mjs). A process with a
 * `log` also has its output written to that file as it is; a `quiet` one shows
 * only its errors.
 */
import { createWriteStream } from 'node:fs';
import { exitAfterStopping, startGroup, stopGroupsOnExit } from './process-group.mjs';

export function runAll(processes) {
  stopGroupsOnExit();
  const children = processes.map(({ name, command, args, env, log, quiet = false }) => {
    const child = startGroup(command, args, { env: { ...process.env, ...env } });
    const file = log && createWriteStream(log);
    const prefix = (stream, target) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        file?.write(chunk);
        if (!target) return;
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) target.write(`[${name}] ${line}\n`);
      });
    };
    prefix(child.stdout, quiet ? undefined : process.stdout);
    prefix(child.stderr, process.stderr);
    return { name, child };
  });

  let stopping = false;
  for (const { name, child } of children) {
    child.on('exit', (code) => {
      if (stopping) return;
      stopping = true;
      console.error(`[${name}] exited with code ${code}`);
      void exitAfterStopping(code ?? 1);
    });
  }
}

/** The sandbox runs alongside unless the dashboard is pointed at another marketplace. */
export function sandboxProcess(extraEnv = {}) {
  if (process.env.MARKETPLACE_API_URL) return [];
  return [
    {
      name: 'sandbox',
      command: process.execPath,
      args: ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'],
      env: extraEnv,
    },
  ];
}
