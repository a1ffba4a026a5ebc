import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATEWAY_NODE_FLAGS } from '../src/node-flags';
import type { GraphQLResult } from './harness';

/**
 * The product as `npm start` runs it (gateway `main.ts`, which spawns the embedded sandbox), on
 * free ports with a temporary data file, for tests that kill processes or read their logs. The
 * sandbox inherits the gateway's stdout and stderr, so `output()` holds both processes' lines.
 */

const ROOT = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface ProductProcess {
  url: string;
  child: ChildProcess;
  /** Everything both processes printed so far, stdout and stderr. */
  output(): string;
  /** The pid of the sandbox that started last, from its own start line. */
  sandboxPid(): number;
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult>;
  /** SIGTERM (a clean shutdown), SIGKILL if it has not exited in time; removes the data folder. */
  stop(): Promise<void>;
}

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

export async function startProductProcess(env: Record<string, string> = {}): Promise<ProductProcess> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-manager-process-'));
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataPath = path.join(directory, 'sandbox.db');
  // Node with tsx's loader and no CLI wrapper, as e2e/harness.ts does, so signals reach main.ts.
  const child = spawn(
    process.execPath,
    [
      ...GATEWAY_NODE_FLAGS,
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(ROOT, 'gateway/src/main.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA: dataPath,
        SANDBOX_RATE_LIMIT: 'off',
        EP_HOST: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const sandboxPids = () =>
    [...output.matchAll(/Sandbox listening on \S+ \(pid (\d+)/g)].map((m) => Number(m[1]));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    // A sandbox outlives a gateway that died uncleanly only until it notices; don't wait for that.
    for (const pid of sandboxPids()) killOurSandbox(pid, dataPath);
    fs.rmSync(directory, { recursive: true, force: true });
  };

  try {
    await waitFor(
      () => output.includes('Commerce Manager is running.'),
      child,
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    child,
    output: () => output,
    sandboxPid() {
      const pid = sandboxPids().at(-1);
      if (pid === undefined) throw new Error(`No sandbox pid in the output:\n${output}`);
      return pid;
    },
    async graphql(query, variables = {}, token) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResult;
    },
    stop,
  };
}

async function waitFor(ready: () => boolean, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!ready()) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The product exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    }
    if (Date.now() > deadline) throw new Error(`The product did not start in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Only a process that is still one of this run's sandboxes (its pid may have been reused since). */
function killOurSandbox(pid: number, dataPath: string): void {
  try {
    const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    if (environment.includes(`SANDBOX_DATA=${dataPath}`)) process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
