import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const OUTPUT_DIR = path.resolve(__dirname, 'output');
const ROOT = path.resolve(__dirname, '..');

/** A free loopback port, so journeys never collide with a running `npm start`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

export interface ProductPorts {
  port: number;
  sandboxPort: number;
  dataPath: string;
}

export async function productPorts(): Promise<ProductPorts> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-manager-e2e-'));
  return {
    port: await freePort(),
    sandboxPort: await freePort(),
    dataPath: path.join(dataDir, 'sandbox.db'),
  };
}

/** Starts the product exactly as `npm start` does (gateway main, embedded sandbox child). */
export async function startProduct(ports: ProductPorts): Promise<RunningProduct> {
  // Node with tsx's loader, no CLI wrapper in between, so SIGTERM reaches the gateway itself.
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.join(ROOT, 'gateway/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(ports.port),
      SANDBOX_PORT: String(ports.sandboxPort),
      SANDBOX_DATA: ports.dataPath,
      EP_HOST: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${ports.port}`;
  await waitForHealth(`${url}/healthz`, child);
  return { url, stop: () => stop(child) };
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
