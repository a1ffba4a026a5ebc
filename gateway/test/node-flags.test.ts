import fs from 'node:fs';
import path from 'node:path';
import { GATEWAY_NODE_FLAGS } from '../src/node-flags';

describe('the gateway process flags', () => {
  it('are passed by `npm start`, before the gateway entry', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const start = manifest.scripts.start ?? '';
    const launch = start
      .slice(start.lastIndexOf('&&') + 2)
      .trim()
      .split(/\s+/);
    expect(launch[0]).toBe('node');
    const entry = launch.indexOf('gateway/src/main.ts');
    expect(entry).toBeGreaterThan(0);
    for (const flag of GATEWAY_NODE_FLAGS) {
      const at = launch.indexOf(flag);
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThan(entry);
    }
  });
});
