/** What a test that starts a command sees of the processes it left: for the tests that nothing outlives its command. */
import { execFileSync } from 'node:child_process';

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process descended from `root`, as `ps` sees them now. */
export function descendants(root: number): number[] {
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
