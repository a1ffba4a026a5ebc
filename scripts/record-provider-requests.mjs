// Runs a command with the sandbox's request recorder on (SANDBOX_RECORD_REQUESTS), so every provider
// request the gateway makes in it is kept for `npm run conformance`. `--fresh` starts a new recording.
//   node scripts/record-provider-requests.mjs [--fresh] <command> [args...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const RECORDING = path.resolve('.data/conformance/provider-requests.jsonl');
const args = process.argv.slice(2);
if (args[0] === '--fresh') {
  args.shift();
  fs.rmSync(RECORDING, { force: true });
}
if (args.length === 0) {
  console.error('usage: node scripts/record-provider-requests.mjs [--fresh] <command> [args...]');
  process.exit(2);
}
const [command, ...rest] = args;
const run = spawnSync(command, rest, {
  stdio: 'inherit',
  env: { ...process.env, SANDBOX_RECORD_REQUESTS: RECORDING },
  // `jest` and `npm` are found on the PATH npm gives its scripts (node_modules/.bin first).
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
