/**
 * A gateway in its own process for upload-memory.test.ts: resident memory is only meaningful for a
 * process that does nothing else. Reports its port over IPC, then peak and settled RSS on request.
 */
import { startGateway } from '../src/server';
import { testConfig } from './harness';

const gc = (globalThis as { gc?: () => void }).gc;

function settledRss(): number {
  gc?.();
  return process.memoryUsage().rss;
}

async function main(): Promise<void> {
  const gateway = await startGateway(testConfig());
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  let baseline = settledRss();
  process.on('message', (message: string) => {
    if (message === 'start') {
      baseline = settledRss();
      peak = baseline;
      sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      process.send?.({ kind: 'started' });
    } else if (message === 'report') {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      process.send?.({ kind: 'report', baseline, peak, settled: settledRss() });
    } else if (message === 'stop') {
      void gateway.close().then(() => process.exit(0));
    }
  });
  process.send?.({ kind: 'ready', port: gateway.port });
}

void main();
