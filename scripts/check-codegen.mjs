// Fails when `npm run codegen` would change the generated code, i.e. when it is stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const fixed = [
  'gateway/src/generated/graphql.ts',
  'client/src/graphql/generated.ts',
  'client/src/graphql/schema-types.ts',
];
/** Every generated file: the fixed outputs and each operation module beside its .graphql file. */
const generatedFiles = () => [
  ...fixed,
  ...readdirSync('client/src', { recursive: true })
    .map((entry) => path.posix.join('client/src', String(entry).split(path.sep).join('/')))
    .filter((file) => file.endsWith('.generated.ts'))
    .sort(),
];
const fingerprint = () =>
  new Map(
    generatedFiles().map((file) => [
      file,
      existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '',
    ]),
  );

const before = fingerprint();
const codegen = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
if (codegen.status !== 0) process.exit(codegen.status ?? 1);
const after = fingerprint();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
// An operation module whose .graphql file is gone is left behind by codegen: stale as well.
const orphans = [...after.keys()]
  .filter((file) => file.startsWith('client/src/') && !fixed.includes(file))
  .filter((file) => /(?<!\/(?:enums|list-filters|possible-types))\.generated\.ts$/.test(file))
  .filter((file) => !existsSync(file.replace(/\.generated\.ts$/, '.graphql')));
if (stale.length > 0 || orphans.length > 0) {
  console.error(
    `Generated code was stale (now regenerated; commit it): ${stale.join(', ')}` +
      (orphans.length > 0
        ? `\nOperation modules without their .graphql file (delete them): ${orphans.join(', ')}`
        : ''),
  );
  process.exit(1);
}
console.log('Generated code is up to date.');
