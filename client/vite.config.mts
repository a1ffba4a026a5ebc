import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const clientDir = path.dirname(fileURLToPath(import.meta.url));
const gateway = 'http://127.0.0.1:4000';

// Two pages: the admin (index.html) and the bundled GraphiQL (graphiql.html), both served by the gateway.
export default defineConfig({
  root: clientDir,
  plugins: [react()],
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
