import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const clientDir = path.dirname(fileURLToPath(import.meta.url));
const gateway = 'http://127.0.0.1:4000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text files worth compressing; smaller ones are sent as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** A first load fetches dozens of small chunks: from a few hundred bytes brotli still saves half. */
const MIN_BYTES = 256;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside each text file of the
 * build, once, so the gateway sends them as they are (gateway/src/server.ts `serveAdmin`) instead
 * of compressing every answer again.
 */
function precompress(): Plugin {
  return {
    name: 'commerce-manager:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(clientDir, 'dist');
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // A variant no smaller than the file itself is not worth its Content-Encoding.
          await Promise.all([
            br.length < source.length ? fs.writeFile(`${full}.br`, br) : undefined,
            gz.length < source.length ? fs.writeFile(`${full}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}

// Two pages: the admin (index.html) and the bundled GraphiQL (graphiql.html), both served by the gateway.
export default defineConfig({
  root: clientDir,
  plugins: [react(), precompress()],
  build: {
    outDir: path.resolve(clientDir, 'dist'),
    emptyOutDir: true,
    // Monaco (GraphiQL only) is large by nature; the admin's own chunks stay far below this.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: {
        admin: path.resolve(clientDir, 'index.html'),
        graphiql: path.resolve(clientDir, 'graphiql.html'),
      },
      // Operation modules (`*.generated.ts`, codegen.ts) only declare documents and hooks; marked pure,
      // each lands in the chunk of the pages that use it rather than in the first load.
      treeshake: { moduleSideEffects: [{ test: /\.generated\.ts$/, sideEffects: false }] },
      output: {
        // React is shared by both pages; a named chunk of its own keeps it cached across admin releases.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
      onwarn(warning, defaultHandler) {
        // GraphiQL's React Compiler output carries "use no memo" directives; dropping them is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        defaultHandler(warning);
      },
    },
  },
  server: {
    proxy: { '/graphql': gateway, '/healthz': gateway, '/api': gateway },
  },
  // Pre-bundling GraphiQL's worker setup breaks Monaco's `?worker` imports in the dev server.
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
});
