/**
 * Starts several servers side by side and says so once every one answers: the
 * e2e suite's sandboxes and dashboards, which Playwright's own `webServer` list
 * would start one after another. The servers come from SERVERS, a JSON list of
 * `{ name, command: [program, ...args], env, url, dataDir?, log?, probeAfter? }`:
 * `dataDir` is emptied first; a server with a `log` has its output written there
 * and echoed here, the others' only their errors; and a server's `url` is asked
 * only once the server named by `probeAfter` answers (a dashboard's page would
 * otherwise be read before its marketplace is up).
 *
 * The servers share this script's process group: a signal to the group (Ctrl-C
 * in a terminal; Playwright's SIGTERM, then SIGKILL) reaches all of them, and
 * this script exits once they have stopped.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';

const READY_LINE = 'every server is ready';
const GRACE_MS = 10_000;

const servers = JSON.parse(process.env.SERVERS ?? '[]');
// The runner gone, its pipe closed: nothing is left to tell, and no error to die of.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const labelled = (name, chunk) =>
  String(chunk)
    .split('\n')
    .filter(Boolean)
    .map((line) => `[${name}] ${line}\n`)
    .join('');

let stopping = false;
const running = new Set();

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (running.size > 0 && Date.now() < deadline) await pause(50);
  for (const child of running) child.kill('SIGKILL');
  while (running.size > 0) await pause(20);
  process.exit(code);
}
process.once('SIGINT', () => void stopAll(130));
process.once('SIGTERM', () => void stopAll(143));

for (const server of servers) {
  if (await answers(server.url)) {
    console.error(`${server.url} already answers: stop what runs there first.`);
    process.exit(1);
  }
}

for (const server of servers) {
  if (server.dataDir) {
    rmSync(server.dataDir, { recursive: true, force: true });
    mkdirSync(server.dataDir, { recursive: true });
  }
  const [program, ...args] = server.command;
  const child = spawn(program, args, { env: { ...process.env, ...server.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  if (server.log) {
    const log = createWriteStream(server.log);
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        log.write(chunk);
        process.stdout.write(labelled(server.name, chunk));
      });
  } else {
    child.stdout.resume();
    child.stderr.on('data', (chunk) => process.stderr.write(labelled(server.name, chunk)));
  }
  child.once('exit', (code, signal) => {
    running.delete(child);
    if (stopping) return;
    console.error(`${server.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    void stopAll(1);
  });
}

const ready = new Map();
const readiness = (server) => {
  if (!ready.has(server.name))
    ready.set(
      server.name,
      (async () => {
        if (server.probeAfter) await readiness(servers.find(({ name }) => name === server.probeAfter));
        while (!(await answers(server.url))) await pause(250);
      })(),
    );
  return ready.get(server.name);
};
await Promise.all(servers.map(readiness));
console.log(READY_LINE);
