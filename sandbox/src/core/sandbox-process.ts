import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The sandbox as `npm run sandbox` runs it, in a process of its own: for tests that kill it and
 * for benchmarks that must not share an event loop with their load generator.
 */

const MAIN = path.resolve(__dirname, 'main.ts');

export interface SandboxProcess {
  child: ChildProcess;
  /** The URL the process printed, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Everything printed so far on stdout and stderr. */
  output: () => string;
  /** Sends `signal` (SIGTERM: a clean close) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts `sandbox/src/main.ts` on a free port; rejects with its output if it exits first. */
export function spawnSandbox(options: {
  dataPath: string;
  args?: string[];
  env?: Record<string, string>;
}): Promise<SandboxProcess> {
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(require.resolve('tsx')).href, MAIN, ...(options.args ?? [])],
    {
      env: {
        ...process.env,
        SANDBOX_PORT: '0',
        SANDBOX_DATA: options.dataPath,
        SANDBOX_RATE_LIMIT: 'off',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
