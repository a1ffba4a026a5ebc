import { startSandbox } from './app';
import { sandboxConfigFromEnv } from './config';
import { removeDatabaseFiles } from './db';
import { DEMO_STORE_NAME } from './seed';

/**
 * Entry point for `npm run sandbox` (`-- --reset` first deletes the data file, so the demo store
 * is seeded again); the gateway also spawns this and polls GET /healthz.
 */
async function main(): Promise<void> {
  const config = sandboxConfigFromEnv();
  const unknown = process.argv.slice(2).filter((argument) => argument !== '--reset');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')} (only --reset is accepted)`);
  if (process.argv.includes('--reset') && removeDatabaseFiles(config.dataPath)) {
    console.log(`Sandbox data reset: removed ${config.dataPath}; the demo store is seeded again.`);
  }
  const sandbox = await startSandbox(config);
  // Never the password or the secret themselves: logs are kept and shared.
  console.log(
    [
      `Sandbox listening on ${sandbox.url} (pid ${process.pid}, store "${DEMO_STORE_NAME}")`,
      `  Demo seller: ${config.sellerEmail} (${origin('password', 'SANDBOX_SELLER_PASSWORD')})`,
      `  API key:     ${config.clientId} (${origin('secret', 'SANDBOX_CLIENT_SECRET')})`,
    ].join('\n'),
  );

  const shutdown = (signal: NodeJS.Signals) => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Sandbox failed to close cleanly after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // Spawned by the gateway with an IPC channel: when the gateway goes away, however it ends, so do we.
  if (process.send) process.once('disconnect', () => shutdown('SIGTERM'));
}

/** Where a credential comes from, without its value. */
function origin(what: string, variable: 'SANDBOX_SELLER_PASSWORD' | 'SANDBOX_CLIENT_SECRET'): string {
  return process.env[variable]?.trim() ? `${what} from ${variable}` : `${what}: the default in README.md`;
}

main().catch((error: unknown) => {
  console.error('Sandbox failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
