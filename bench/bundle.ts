/**
 * Admin bundle: the JavaScript a browser downloads on first load (index.html's module script,
 * its modulepreload links and everything they import statically), gzip-compressed with node:zlib,
 * and for each lazily loaded chunk what opening it adds on top. Read from `client/dist`
 * (`npm run build`); nothing is built here.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fixed, verdict, type TableRow } from './support';

const DIST = path.resolve(__dirname, '../client/dist');
const FIRST_LOAD_TARGET_KB = 250;
const BENCHMARK = 'admin bundle (gzip)';

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g;
// Minifiers may write dynamic imports with template literals: import(`./X.js`).
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

interface ChunkGraph {
  gzipBytes(file: string): number;
  staticImports(file: string): string[];
  dynamicImports(file: string): string[];
}

function chunkGraph(assets: string): ChunkGraph {
  const sizes = new Map<string, number>();
  const sources = new Map<string, string>();
  const source = (file: string) => {
    let text = sources.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(assets, file), 'utf8');
      sources.set(file, text);
    }
    return text;
  };
  const matches = (file: string, pattern: RegExp) =>
    [...source(file).matchAll(pattern)].map((match) => match[1]!);
  return {
    gzipBytes(file) {
      let size = sizes.get(file);
      if (size === undefined) {
        size = zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
        sizes.set(file, size);
      }
      return size;
    },
    staticImports: (file) => matches(file, STATIC_IMPORT),
    dynamicImports: (file) => matches(file, DYNAMIC_IMPORT),
  };
}

/** The files reachable from `roots` through static imports. */
function staticClosure(graph: ChunkGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...graph.staticImports(file));
  }
  return seen;
}

/** `/assets/admin-eVYVNqc1.js` entries of the page: the module script and modulepreload links. */
function pageScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g)];
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)];
  return [...scripts, ...preloads].map((match) => match[1]!);
}

const kb = (bytes: number) => `${fixed(bytes / 1024, 1)} KB`;
const chunkName = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');

export async function run(): Promise<TableRow[]> {
  const index = path.join(DIST, 'index.html');
  if (!fs.existsSync(index)) {
    return [
      {
        benchmark: BENCHMARK,
        measure: 'first load',
        value: 'n/a',
        target: `<= ${FIRST_LOAD_TARGET_KB} KB`,
        note: 'client/dist is missing: run `npm run build` first',
      },
    ];
  }
  const graph = chunkGraph(path.join(DIST, 'assets'));
  const firstLoad = staticClosure(graph, pageScripts(fs.readFileSync(index, 'utf8')));
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + graph.gzipBytes(file), 0);
  const firstLoadBytes = total(firstLoad);
  const built = fs.statSync(index).mtime.toISOString().slice(0, 16).replace('T', ' ');
  const rows: TableRow[] = [
    {
      benchmark: BENCHMARK,
      measure: 'first load (module script + preloads + static imports)',
      value: kb(firstLoadBytes),
      target: `<= ${FIRST_LOAD_TARGET_KB} KB: ${verdict(firstLoadBytes <= FIRST_LOAD_TARGET_KB * 1024)}`,
      note: `${firstLoad.size} files; build of ${built} UTC`,
    },
  ];
  const lazy = new Set(
    [...firstLoad].flatMap((file) => graph.dynamicImports(file)).filter((file) => !firstLoad.has(file)),
  );
  const added = [...lazy].map((file) => {
    const extra = [...staticClosure(graph, [file])].filter((dependency) => !firstLoad.has(dependency));
    return { file, own: graph.gzipBytes(file), extra: total(extra), files: extra.length };
  });
  added.sort((a, b) => b.extra - a.extra);
  for (const chunk of added) {
    rows.push({
      benchmark: BENCHMARK,
      measure: `lazy chunk ${chunkName(chunk.file)}`,
      value: kb(chunk.extra),
      target: '',
      note: `added when first opened (${chunk.files} file${chunk.files === 1 ? '' : 's'}; the chunk itself ${kb(chunk.own)})`,
    });
  }
  return rows;
}
