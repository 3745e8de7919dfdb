/**
 * Starts several servers side by side and says so once every one answers: the
 * e2e suite's sandboxes and dashboards, which Playwright's own `webServer` list
 * would start one after another. The servers come from SERVERS, a JSON list of
 * `{ name, command: [program, ...args], env, url, dataDir?, log?, probeAfter? }`:
 * `dataDir` is emptied first; a server with a `log` has its output written there
 * and shown, the others only their errors; and a server's `url` is asked only
 * once the server named by `probeAfter` answers (a dashboard's page would
 * otherwise be read before its marketplace is up).
 *
 * They run as `npm run dev` runs its two (scripts/launch.mjs): each in a process
 * group of its own, all stopped, with what they started, when one exits or this
 * script gets Ctrl-C or Playwright's SIGTERM.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { runAll } from './launch.mjs';

const READY_LINE = 'every server is ready';

const servers = JSON.parse(process.env.SERVERS ?? '[]');

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const server of servers) {
  if (await answers(server.url)) {
    console.error(`${server.url} already answers: stop what runs there first.`);
    process.exit(1);
  }
}

for (const { dataDir } of servers) {
  if (!dataDir) continue;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
runAll(
  servers.map(({ name, command: [program, ...args], env, log }) => ({
    name,
    command: program,
    args,
    env,
    log,
    quiet: !log,
  })),
);

const ready = new Map();
const readiness = (server) => {
  if (!ready.has(server.name))
    ready.set(
      server.name,
      (async () => {
        if (server.probeAfter) await readiness(servers.find(({ name }) => name === server.probeAfter));
        while (!(await answers(server.url))) await pause(250);
        return `${server.name} ${seconds()}`;
      })(),
    );
  return ready.get(server.name);
};
// When each one answered, so a slow start says which server it waited for.
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const answered = await Promise.all(servers.map(readiness));
console.log(`${READY_LINE} after ${seconds()} (${answered.join(', ')})`);
