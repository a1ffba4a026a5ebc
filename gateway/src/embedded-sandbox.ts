import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SANDBOX_MAIN = path.resolve(__dirname, '../../sandbox/src/main.ts');
const READY_TIMEOUT_MS = 30_000;

export interface EmbeddedSandbox {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox in its own process: the gateway reaches it over HTTP only, exactly as it
 * reaches the real provider, and never imports its code.
 */
export async function startEmbeddedSandbox(port: number): Promise<EmbeddedSandbox> {
  // No CLI wrapper in between, and an IPC channel whose closing tells the sandbox we are gone.
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(require.resolve('tsx')).href, SANDBOX_MAIN],
    {
      env: { ...process.env, SANDBOX_PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child);
  return { url, stop: () => stopChild(child) };
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill();
  throw new Error(`The sandbox did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
