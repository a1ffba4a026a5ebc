import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './product-process';

/**
 * A throwaway `redis-server` (Debian's package; `.ci/run` installs it) on a loopback port, without
 * persistence, for the tests and the benchmark of several gateways sharing one budget.
 */

const START_TIMEOUT_MS = 10_000;

export interface RedisProcess {
  port: number;
  /** With the password when there is one, as a REDIS_URL carries it. */
  url: string;
  /** SIGKILL, as a crash or a lost host would end it; `start()` brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Throws, with what to do, when `redis-server` is not installed: a missing server must not pass as a skip. */
export function requireRedisServer(): void {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error(
      "redis-server is not installed: these tests need a real Redis. Install Debian's package " +
        '(apt-get install -y redis-server; .ci/run does it) and run them again.',
    );
  }
}

/** `password`: Redis requires it (`requirepass`), so a REDIS_URL with a secret can be tested. */
export async function startRedisServer(options: { password?: string } = {}): Promise<RedisProcess> {
  requireRedisServer();
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    const started = spawn(
      'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ...(options.password ? ['--requirepass', options.password] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answersPing(port, options.password))) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`redis-server exited with ${started.exitCode ?? started.signalCode}:\n${output}`);
      }
      if (Date.now() > deadline) throw new Error(`redis-server did not start in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(signal);
    await exited;
  };

  await start();
  return {
    port,
    url: `redis://${options.password ? `:${encodeURIComponent(options.password)}@` : ''}127.0.0.1:${port}`,
    kill: () => end('SIGKILL'),
    start,
    stop: () => end('SIGTERM'),
  };
}

/** An inline PING (RESP accepts plain text commands), after AUTH when needed, answered `+PONG`. */
function answersPing(port: number, password?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(`${password ? `AUTH ${password}\r\n` : ''}PING\r\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('+PONG')) done(true);
      else if (answer.includes('-')) done(false);
    });
  });
}
