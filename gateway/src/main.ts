import { gatewayConfigFromEnv } from './config';
import { startEmbeddedSandbox, type EmbeddedSandbox } from './embedded-sandbox';
import { startGateway } from './server';

async function main(): Promise<void> {
  const config = gatewayConfigFromEnv();
  let sandbox: EmbeddedSandbox | undefined;
  if (config.useSandbox) sandbox = await startEmbeddedSandbox(config.sandboxPort);
  const gateway = await startGateway(config);

  // No secret here: the sandbox's own line names the demo seller and where its password comes from.
  const lines = [
    `Commerce Manager is running.`,
    `  Admin:    ${gateway.url}/`,
    `  GraphiQL: ${gateway.url}/graphiql`,
    `  GraphQL:  ${gateway.url}/graphql`,
    sandbox
      ? `  Provider: embedded sandbox at ${sandbox.url} (pid ${sandbox.pid()}, restarted if it stops; ` +
        `sign in as the demo seller named above)`
      : `  Provider: ${config.provider.protocol}://${config.provider.host}`,
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Both at once: the sandbox must learn it is being stopped before it exits, or it would be restarted.
    await Promise.all([gateway.close(), sandbox?.stop()]);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
