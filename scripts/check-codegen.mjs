// Fails when `npm run codegen` would change the generated code, i.e. when it is stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const generated = [
  'gateway/src/generated/graphql.ts',
  'client/src/graphql/generated.ts',
  'client/src/graphql/list-filters.generated.ts',
];
const fingerprint = () =>
  generated.map((file) =>
    existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '',
  );

const before = fingerprint();
const codegen = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
if (codegen.status !== 0) process.exit(codegen.status ?? 1);
const after = fingerprint();
const stale = generated.filter((_, index) => before[index] !== after[index]);
if (stale.length > 0) {
  console.error(`Generated code was stale (now regenerated; commit it): ${stale.join(', ')}`);
  process.exit(1);
}
console.log('Generated code is up to date.');
