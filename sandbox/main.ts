/** `npm run sandbox`: the local marketplace on SANDBOX_PORT (default 4020). */
import { serve } from '@hono/node-server';
import { createSandbox, keepConnectionsOpen } from './app';
import { sandboxConfigFrom } from './config';

// Output to a pipe that is gone (whoever started the sandbox stopped) is dropped, never a loop of EPIPE errors.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => error.code === 'EPIPE' || console.error(error));

const config = sandboxConfigFrom(process.env);
const sandbox = await createSandbox(config, { log: (line) => console.log(`[sandbox] ${line}`) });

const server = serve({ fetch: sandbox.app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `[sandbox] listening on http://${config.host}:${info.port} (public ${config.publicUrl}, control ${config.controlEnabled ? 'on' : 'off'})`,
  );
});
keepConnectionsOpen(server);

const stop = async () => {
  server.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
