/**
 * `npm run bench`: every benchmark, one after the other, then one table. Each benchmark measures
 * its comparisons side by side in this run (ratios, not absolute times, are what to compare
 * between machines). The whole run takes about five minutes; `npm run bench -- --quick` runs only
 * the gateway benchmark, with shorter rounds (about two minutes).
 */
import { run as bundle } from './bundle';
import { run as fairness } from './fairness';
import { run as gatewayPerf } from './gateway-perf';
import { machineLine } from './processes';
import { run as providerClient, type BenchRow } from './provider-client';
import { run as queries } from './queries';
import { run as rateBudget } from './rate-budget';
import { run as redisBudget } from './redis-budget';
import { run as sandboxThroughput } from './sandbox';
import type { TableRow } from './support';

/** The provider client's own benchmark (bench/provider-client.ts) reports rows of its own shape. */
function fromProviderClient(rows: BenchRow[]): TableRow[] {
  return rows.map((row) => {
    const verdict = /\b(met|MISSED)\b/.exec(row.note)?.[0];
    return {
      benchmark: 'provider client (loopback)',
      measure: row.name,
      value: `${row.value} ${row.unit}`.trim(),
      target: verdict ?? '',
      note: row.note,
    };
  });
}

const quick = process.argv.includes('--quick');

const BENCHMARKS: [name: string, run: () => Promise<TableRow[]>][] = [
  ['gateway against REST, peer, CPU and calls per admin query', () => gatewayPerf({ quick })],
  ['provider calls and dependent levels', queries],
  ['rate budget', rateBudget],
  ['several gateways, one budget (Redis)', redisBudget],
  ['call budget and fairness', fairness],
  [
    'provider client',
    async () => fromProviderClient(await providerClient({ requests: 2000, throttleSeconds: 2 })),
  ],
  ['sandbox throughput', sandboxThroughput],
  ['admin bundle', bundle],
];

const COLUMNS: (keyof TableRow)[] = ['benchmark', 'measure', 'value', 'target', 'note'];

function printTable(rows: TableRow[]): void {
  const widths = COLUMNS.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(line(COLUMNS));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(COLUMNS.map((column) => row[column])));
}

async function main(): Promise<void> {
  const started = performance.now();
  const rows: TableRow[] = [];
  for (const [name, benchmark] of quick ? BENCHMARKS.slice(0, 1) : BENCHMARKS) {
    process.stderr.write(`running ${name} ...\n`);
    try {
      rows.push(...(await benchmark()));
    } catch (error) {
      rows.push({
        benchmark: name,
        measure: 'failed',
        value: 'n/a',
        target: '',
        note: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const machine = machineLine();
  console.log(`Benchmarks on ${machine}; ${((performance.now() - started) / 1000).toFixed(0)} s in all\n`);
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
