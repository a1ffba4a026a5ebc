/**
 * Child processes of the benchmarks: each one is node with tsx's loader and no CLI wrapper in
 * between, so its pid is the process doing the work (its CPU time is read from /proc) and SIGTERM
 * reaches it directly.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(__dirname, '..');
const TSX = pathToFileURL(require.resolve('tsx')).href;

export interface BenchProcess {
  name: string;
  child: ChildProcess;
  /** The URL the process printed (the first `http://` URL matching `urlPattern`). */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `entry` (relative to the repository) with `nodeFlags` (the gateway's own, as in production)
 * and resolves with the URL it prints when ready.
 */
export function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  urlPattern: RegExp = /(http:\/\/127\.0\.0\.1:\d+)/,
  nodeFlags: readonly string[] = [],
): Promise<BenchProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', TSX, path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not start within 90 s: ${output.slice(-2000)}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const url = urlPattern.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        // Keep draining, so a chatty process never blocks on a full pipe.
        child.stdout?.resume();
        child.stderr?.on('data', (more: Buffer) => process.stderr.write(`[${name}] ${more.toString()}`));
        resolve({ name, child, url, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}

/** A process with an IPC channel (the load generator). */
export function forkProcess(entry: string): ChildProcess {
  return fork(path.join(ROOT, entry), [], {
    cwd: ROOT,
    execArgv: ['--import', TSX],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system) a process has used so far, in ms; NaN where /proc is not available. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** CPU time the whole machine has been busy so far (all cores, ms); NaN where /proc is not available. */
export function machineBusyMs(): number {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return (
      (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 1000) /
      TICKS_PER_SECOND
    );
  } catch {
    return Number.NaN;
  }
}

export function machineLine(): string {
  const cpus = os.cpus();
  return (
    `${os.arch()} (uname -m ${os.machine()}), ${os.availableParallelism()} CPUs ` +
    `(${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `node ${process.version}, ${os.type()} ${os.release()}`
  );
}
