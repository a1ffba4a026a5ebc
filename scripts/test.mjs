// `npm test`: every check the project has, in phases, with the time each took printed at the end
// (also when one fails). Stops at the first failing phase.
//
// Phases: the static checks (codegen freshness, then lint beside typecheck and cycles: two lanes,
// the machine has two cores), jest, one admin build, every browser journey with the provider on another
// host (the stricter mode), a smoke set of journeys in the embedded mode (what only that mode can
// break: the gateway spawning and supervising its sandbox, the sandbox's own sign-in pages, restart
// durability), then the recorded provider requests checked against the provider's documents.
//   node scripts/test.mjs [--from <phase>]   (start at a phase, e.g. after fixing a late failure)
import { spawn } from 'node:child_process';

/** Runs one command; resolves with its exit code. `quiet` keeps its output until it ends. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs commands one after another; the first failure ends the lane. */
async function lane(steps, options) {
  for (const [command, ...args] of steps) {
    const code = await run(command, args, options);
    if (code !== 0) return code;
  }
  return 0;
}

/** Runs a command with the sandbox's request recorder on, for the conformance phase. */
const recorded = (...command) => run('node', ['scripts/record-provider-requests.mjs', ...command]);

const phases = [
  {
    name: 'static',
    async run() {
      // The codegen check first and alone: it rewrites the generated files (then formats them), which
      // a check reading them meanwhile would see half-written. Then two lanes side by side; each
      // prints its output when done so the log stays readable.
      const codegen = await run('npm', ['run', '-s', 'codegen:check']);
      if (codegen !== 0) return codegen;
      const codes = await Promise.all([
        lane([['npm', 'run', '-s', 'lint']], { quiet: true }),
        lane(
          [
            ['npm', 'run', '-s', 'typecheck'],
            ['npm', 'run', '-s', 'cycles'],
          ],
          { quiet: true },
        ),
      ]);
      return codes.find((code) => code !== 0) ?? 0;
    },
  },
  {
    name: 'jest',
    run: () => recorded('--fresh', 'npx', 'jest'),
  },
  {
    name: 'admin build',
    run: () => run('node', ['scripts/ensure-client-build.mjs', '--force']),
  },
  {
    name: 'journeys (remote provider)',
    run: () => recorded('npx', 'tsx', 'e2e/run.ts', '--remote'),
  },
  {
    name: 'journeys (embedded smoke)',
    run: () => recorded('npx', 'tsx', 'e2e/run.ts', '--embedded-smoke'),
  },
  {
    name: 'conformance',
    run: () => run('npx', ['tsx', 'scripts/conformance.ts']),
  },
];

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? undefined : process.argv[fromIndex + 1];
const first = from ? phases.findIndex((phase) => phase.name.startsWith(from)) : 0;
if (first === -1) {
  console.error(`No phase starts with "${from}": ${phases.map((phase) => phase.name).join(', ')}`);
  process.exit(2);
}

const times = [];
let failed;
const started = Date.now();
for (const phase of phases.slice(first)) {
  console.log(`\n=== ${phase.name} ===`);
  const phaseStarted = Date.now();
  const code = await phase.run();
  times.push([phase.name, (Date.now() - phaseStarted) / 1000, code === 0 ? 'ok' : `FAILED (exit ${code})`]);
  if (code !== 0) {
    failed = phase.name;
    break;
  }
}

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nTime per phase (min:s)');
for (const [name, seconds, outcome] of times)
  console.log(`  ${name.padEnd(28)} ${minutes(seconds).padStart(6)}  ${outcome}`);
console.log(`  ${'total'.padEnd(28)} ${minutes((Date.now() - started) / 1000).padStart(6)}`);
if (failed) {
  console.log(`npm test failed in phase "${failed}"`);
  process.exit(1);
}
