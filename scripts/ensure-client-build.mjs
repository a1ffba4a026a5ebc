// Builds the admin when it has not been built yet (or always, with --force), so that
// `npm install && npm start` works on a fresh clone without a separate build step.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const built = existsSync(new URL('../client/dist/index.html', import.meta.url));
if (built && !process.argv.includes('--force')) process.exit(0);
console.log('Building the admin (vite build)...');
const result = spawnSync(
  'npx',
  ['vite', 'build', '--config', 'client/vite.config.mts', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
