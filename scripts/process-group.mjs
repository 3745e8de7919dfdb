/**
 * Servers a script starts, each in a process group of its own, so that stopping
 * one stops everything it started (Next's CLI forks its server; a killed parent
 * would otherwise leave it running, writing into a closed pipe). Every group is
 * stopped with SIGTERM, then SIGKILL after a grace period, and waited for: on
 * the script's own stop, on an error and on Ctrl-C.
 */
import { spawn } from 'node:child_process';

const GRACE_MS = 5_000;
const groups = new Set();

const alive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signal = (pid, name) => {
  try {
    process.kill(-pid, name);
  } catch {
    // Already gone.
  }
};

/** Start `command` as the leader of a new process group; its output is piped, as `spawn` gives it. */
export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  // Kept after the leader exits: a server it forked may still be in the group.
  groups.add(child.pid);
  return child;
}

/** Stop every group started here: SIGTERM, then SIGKILL after the grace period; resolves once none is left. */
export async function stopGroups(graceMs = GRACE_MS) {
  const pids = [...groups];
  for (const pid of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pid of pids) if (alive(pid)) signal(pid, 'SIGKILL');
  while (pids.some(alive)) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const pid of pids) groups.delete(pid);
}

let installed = false;

/**
 * Stop the groups when this script stops: Ctrl-C and SIGTERM stop them and exit
 * with the usual code; an uncaught error stops them and exits 1; a plain exit
 * (which cannot wait) kills whatever is left at once.
 */
export function stopGroupsOnExit() {
  if (installed) return;
  installed = true;
  const stopThenExit = (code) => () => void stopGroups().finally(() => process.exit(code));
  process.once('SIGINT', stopThenExit(130));
  process.once('SIGTERM', stopThenExit(143));
  process.on('uncaughtException', (error) => {
    console.error(error);
    stopThenExit(1)();
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    stopThenExit(1)();
  });
  process.on('exit', () => {
    for (const pid of groups) signal(pid, 'SIGKILL');
  });
}

/** Stop the groups, then exit with `code`: the way a script ends. */
export async function exitAfterStopping(code) {
  await stopGroups();
  process.exit(code);
}
