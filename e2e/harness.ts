import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { GATEWAY_NODE_FLAGS } from '../gateway/src/node-flags';

export const OUTPUT_DIR = path.resolve(__dirname, 'output');
const ROOT = path.resolve(__dirname, '..');

/** A free loopback port, so journeys never collide with a running `npm start`. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

/**
 * How the provider runs: `embedded` as `npm start` runs it (the gateway spawns the sandbox), or
 * `remote`, as sellers run it against Elastic Path: the sandbox alone on another host name
 * ({@link REMOTE_PROVIDER_HOST}), the gateway joined to it only by `EP_HOST`/`EP_PROTOCOL`.
 */
export type ProviderMode = 'embedded' | 'remote';

/** Another loopback address (Linux routes all of 127/8 to lo): another host, as the browser sees it. */
export const REMOTE_PROVIDER_HOST = '127.0.0.2';

export interface ProductPorts {
  mode: ProviderMode;
  port: number;
  sandboxPort: number;
  dataPath: string;
  /** Where the provider answers, for journeys that call it directly (its outbox, its pages). */
  providerOrigin: string;
}

export async function productPorts(mode: ProviderMode = 'embedded'): Promise<ProductPorts> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-manager-e2e-'));
  const providerHost = mode === 'remote' ? REMOTE_PROVIDER_HOST : '127.0.0.1';
  const sandboxPort = await freePort(providerHost);
  return {
    mode,
    port: await freePort(),
    sandboxPort,
    dataPath: path.join(dataDir, 'sandbox.db'),
    providerOrigin: `http://${providerHost}:${sandboxPort}`,
  };
}

/** Node with tsx's loader, no CLI wrapper in between, so SIGTERM reaches the process itself. */
function spawnTs(entry: string, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): ChildProcess {
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  return spawn(process.execPath, [...nodeFlags, '--import', tsx, path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the product: in embedded mode exactly as `npm start` does (gateway main, embedded sandbox
 * child); in remote mode the sandbox as `npm run sandbox` on its own host, then the gateway with
 * `EP_HOST` pointing at it.
 */
export async function startProduct(ports: ProductPorts): Promise<RunningProduct> {
  let provider: ChildProcess | undefined;
  if (ports.mode === 'remote') {
    provider = spawnTs('sandbox/src/core/main.ts', {
      SANDBOX_HOST: REMOTE_PROVIDER_HOST,
      SANDBOX_PORT: String(ports.sandboxPort),
      SANDBOX_DATA: ports.dataPath,
    });
    await waitForHealth(`${ports.providerOrigin}/healthz`, provider);
  }
  const gateway = spawnTs(
    'gateway/src/main.ts',
    {
      PORT: String(ports.port),
      SANDBOX_PORT: String(ports.sandboxPort),
      SANDBOX_DATA: ports.dataPath,
      ...(provider
        ? {
            EP_HOST: new URL(ports.providerOrigin).host,
            EP_PROTOCOL: 'http',
            // Off by default with EP_HOST; a developer exploring their provider turns them on (README).
            GRAPHIQL: 'on',
            GRAPHQL_INTROSPECTION: 'on',
          }
        : { EP_HOST: '' }),
    },
    GATEWAY_NODE_FLAGS,
  );
  const url = `http://127.0.0.1:${ports.port}`;
  try {
    await waitForHealth(`${url}/healthz`, gateway);
  } catch (error) {
    if (provider) await stop(provider);
    throw error;
  }
  return {
    url,
    async stop() {
      await stop(gateway);
      if (provider) await stop(provider);
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The product did not answer on ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Debian's chromium, headless, with the flags that keep it quiet on a closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
