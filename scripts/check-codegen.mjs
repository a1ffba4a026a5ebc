// Fails when the committed generated code differs from what `npm run codegen` produces now.
import { spawnSync } from 'node:child_process';

const generated = ['gateway/src/generated', 'client/src/graphql/generated.ts'];
const codegen = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
if (codegen.status !== 0) process.exit(codegen.status ?? 1);
const diff = spawnSync('git', ['status', '--porcelain', '--', ...generated], { encoding: 'utf8' });
if (diff.stdout.trim() !== '') {
  console.error('Generated code is stale; run `npm run codegen` and commit the result:\n' + diff.stdout);
  process.exit(1);
}
console.log('Generated code is up to date.');
