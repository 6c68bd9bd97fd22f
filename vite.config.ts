import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacros } from './scripts/vite-lingui-macro';
import { muiWithoutCssVariables } from './scripts/vite-mui-without-css-variables';
import { precompressAssets } from './scripts/vite-precompress';

const api = 'http://127.0.0.1:3000';

/** Matches a module under src/client (and the route chunks the router plugin splits off it). */
const clientModule = (file: string) => (id: string) =>
  id.replaceAll('\\', '/').includes(`/src/client/${file}`);

export default defineConfig({
  plugins: [
    // Must come before react(): it generates the route tree and splits each route into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
    }),
    // Turns t`…` and <Trans> into catalogue lookups, and each imported .po catalogue into a compiled module.
    linguiMacros(),
    lingui(),
    react(),
    muiWithoutCssVariables(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // scripts/bundle-budget.ts reads it to tell admin-only chunks from what a student may load.
    manifest: true,
    rolldownOptions: {
      output: {
        // A student's first load in three files instead of ~70 (issue 15 §1): each small chunk costs its
        // own gzip window and import glue, about 10% of the total. Each group takes its root and what the
        // root imports statically; admin chunks may import from these, a student never loads an admin one.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            {
              name: 'login',
              test: (id) =>
                clientModule('routes/index.tsx?tsr-split')(id) ||
                clientModule('features/auth/StudentLoginScreen')(id),
              priority: 2,
            },
            { name: 'student', test: clientModule('features/student/StudentDashboard'), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/trpc': api, '/healthz': api },
  },
});
