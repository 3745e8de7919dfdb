/** Runs once when the server starts; the Node part checks the configuration. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/server/startup');
}
