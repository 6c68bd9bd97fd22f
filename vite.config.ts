import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/vite-precompress';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // Must come before react(): it generates the route tree and splits each route into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/client/routes',
      generatedRouteTree: 'src/client/routeTree.gen.ts',
    }),
    react(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // scripts/bundle-budget.ts reads it to tell admin-only chunks from what a student may load.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/trpc': api, '/healthz': api },
  },
});
