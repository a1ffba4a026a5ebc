// Catches, before `npm ci` does, a lock file in which a package's optional platform dependency has
// no entry of its own (a registry gap that makes `npm ci` fail on another machine).
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};
const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    if (!packages[nested] && !packages[`node_modules/${name}`])
      missing.push(`${name} (wanted by ${location || 'root'})`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json lacks entries for optional dependencies:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log('package-lock.json: every optional dependency has its entry.');
