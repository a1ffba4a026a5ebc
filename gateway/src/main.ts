import { gatewayConfigFromEnv } from './config';
import { startEmbeddedSandbox, type EmbeddedSandbox } from './embedded-sandbox';
import { startGateway } from './server';

async function main(): Promise<void> {
  const config = gatewayConfigFromEnv();
  let sandbox: EmbeddedSandbox | undefined;
  if (config.useSandbox) sandbox = await startEmbeddedSandbox(config.sandboxPort);
  const gateway = await startGateway(config);

  const lines = [
    `Commerce Manager is running.`,
    `  Admin:    ${gateway.url}/`,
    `  GraphiQL: ${gateway.url}/graphiql`,
    `  GraphQL:  ${gateway.url}/graphql`,
    config.useSandbox
      ? `  Provider: embedded sandbox at ${sandbox?.url} (its demo seller sign-in is printed above)`
      : `  Provider: ${config.provider.protocol}://${config.provider.host}`,
  ];
  console.log(lines.join('\n'));

  const shutdown = async () => {
    await gateway.close();
    await sandbox?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
