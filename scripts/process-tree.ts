/** What a test that starts a command sees of the processes it left: for the tests that nothing outlives its command. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process descended from `root`, as `ps` sees them now. */
function descendants(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) if (found.has(ppid) && !found.has(pid)) grew = found.add(pid) !== undefined;
  }
  found.delete(root);
  return [...found];
}

export async function until(check: () => boolean, ms: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A command started as a terminal starts it, and the processes it had started once it was ready. */
export interface TerminalCommand {
  command: ChildProcess;
  started: number[];
}

/**
 * `npm <args>` in a process group of its own, as a terminal runs a command;
 * resolves once its output has matched every one of `ready`.
 */
export async function startLikeATerminal(
  args: string[],
  env: Record<string, string>,
  ready: RegExp[],
  ms: number,
): Promise<TerminalCommand> {
  const command = spawn('npm', args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  for (const stream of [command.stdout, command.stderr]) stream.on('data', (chunk) => (output += chunk));
  await until(() => ready.every((pattern) => pattern.test(output)), ms);
  return { command, started: descendants(command.pid!) };
}

/** Ctrl-C, which a terminal sends to the command's whole group; resolves with what the command started that is still alive. */
export async function pressCtrlC({ command, started }: TerminalCommand): Promise<number[]> {
  const exited = new Promise((resolve) => command.once('exit', resolve));
  process.kill(-command.pid!, 'SIGINT');
  await exited;
  await until(() => started.every((pid) => !alive(pid)), 15_000);
  return started.filter(alive);
}
