import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { providerStateChanged } from './provider-health';

const SANDBOX_MAIN = path.resolve(__dirname, '../../sandbox/src/core/main.ts');
const READY_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 150;
const POLL_TIMEOUT_MS = 1000;
const STOP_TIMEOUT_MS = 10_000;

/** Restart back-off: doubles from `initialMs` up to `maxMs`, back to `initialMs` once stable. */
export interface RestartPolicy {
  initialMs: number;
  maxMs: number;
  /** How long a restarted sandbox must stay up before the back-off starts over. */
  stableMs: number;
}

export const DEFAULT_RESTART_POLICY: Readonly<RestartPolicy> = Object.freeze({
  initialMs: 250,
  maxMs: 10_000,
  stableMs: 30_000,
});

export interface EmbeddedSandbox {
  url: string;
  /** The running sandbox process's id; undefined while it is down. */
  pid(): number | undefined;
  /** Stops supervising and terminates the sandbox (SIGTERM: a clean close); it is not restarted. */
  stop(): Promise<void>;
}

export interface EmbeddedSandboxOptions {
  restart?: Partial<RestartPolicy>;
  /** Where restart notices go (one line each; never a secret). */
  log?: (line: string) => void;
}

/**
 * Starts the sandbox in its own process: the gateway reaches it over HTTP only, exactly as it
 * reaches the real provider, and never imports its code. Once it has answered, it is supervised:
 * any exit the gateway did not ask for restarts it after a back-off, so a crash or `kill -9` of
 * the sandbox heals itself instead of failing every request until someone restarts the product.
 */
export async function startEmbeddedSandbox(
  port: number,
  options: EmbeddedSandboxOptions = {},
): Promise<EmbeddedSandbox> {
  const supervisor = new Supervisor(port, { ...DEFAULT_RESTART_POLICY, ...options.restart }, options.log);
  await supervisor.start();
  return { url: supervisor.url, pid: () => supervisor.pid(), stop: () => supervisor.stop() };
}

class Supervisor {
  readonly url: string;
  private child: ChildProcess | undefined;
  private supervising = false;
  private stopping = false;
  private delayMs: number;
  private restarts = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private stableTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly port: number,
    private readonly policy: RestartPolicy,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.delayMs = policy.initialMs;
  }

  /** The first start fails loudly (port taken, bad data file): nothing to supervise yet. */
  async start(): Promise<void> {
    const child = this.spawnChild();
    try {
      await waitUntilHealthy(this.url, child);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    this.supervising = true;
    this.markHealthy();
  }

  pid(): number | undefined {
    const child = this.child;
    return child && isRunning(child) ? child.pid : undefined;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.stableTimer);
    const child = this.child;
    if (!child || !isRunning(child)) return;
    await new Promise<void>((resolve) => {
      // A sandbox stuck closing must not keep the product from shutting down.
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  private spawnChild(): ChildProcess {
    // No CLI wrapper in between, and an IPC channel whose closing tells the sandbox we are gone.
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(require.resolve('tsx')).href, SANDBOX_MAIN],
      {
        env: { ...process.env, SANDBOX_PORT: String(this.port) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    this.child = child;
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    // Without a listener a failed spawn would crash the gateway; no 'exit' follows one, so retry here.
    child.once('error', () => {
      if (child.pid === undefined) this.onExit(child, null, null);
    });
    return child;
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping || !this.supervising || child !== this.child) return;
    clearTimeout(this.stableTimer);
    // /healthz answers 503 from its next request on, not after its cache expires.
    providerStateChanged();
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.policy.maxMs);
    this.restarts += 1;
    const how = signal ? `signal ${signal}` : code === null ? 'a failed spawn' : `code ${code}`;
    this.log(
      `Embedded sandbox (pid ${child.pid}) exited with ${how}; restart ${this.restarts} in ${delay} ms.`,
    );
    this.restartTimer = setTimeout(() => void this.restart(), delay);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    const child = this.spawnChild();
    try {
      await waitUntilHealthy(this.url, child);
      if (this.stopping) return;
      providerStateChanged();
      this.markHealthy();
    } catch {
      // It exited (its exit schedules the next attempt) or never answered: end it so it does.
      if (isRunning(child)) child.kill('SIGKILL');
    }
  }

  /** Once it has stayed up for `stableMs`, the next crash is retried quickly again. */
  private markHealthy(): void {
    clearTimeout(this.stableTimer);
    this.stableTimer = setTimeout(() => {
      this.delayMs = this.policy.initialMs;
    }, this.policy.stableMs);
    // Supervision must never keep the gateway alive on its own.
    this.stableTimer.unref();
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      throw new Error(`The sandbox exited with ${child.signalCode ?? `code ${child.exitCode}`}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(`The sandbox did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}
