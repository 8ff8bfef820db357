import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/**
 * The API schema viewer (`/api/schema`) is served from the console itself, not a CDN: a
 * console on a closed network shows it too, and the content security policy stays 'self'.
 */
function apiDocsFiles() {
  const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui.css'].map((file) => ({
    src: join(source, file),
    replace: (dist: string, name: string) => join(dist, 'api-docs', name),
  }));
}

/**
 * A brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, the schema
 * viewer's too: the console (api/spa.py) sends the best one a browser accepts, and
 * compresses nothing while answering.
 */
function precompressed(): PluginOption {
  return compression({
    algorithms: ['brotliCompress', 'gzip'],
    exclude: [/\.vite\//],
    artifacts: apiDocsFiles,
    logLevel: 'silent',
  });
}

const apiTarget = process.env.HYGIENE_API_TARGET ?? 'http://127.0.0.1:8000';

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), precompressed()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Catalogues are precompiled to ASTs (npm run i18n:compile), so the production
      // bundle does not need the ICU message parser; the stub's ES module build, whose
      // helpers from tslib are tree-shaken (the CommonJS one pulls in the whole of tslib).
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // `vite build --mode analyse` also writes dist/.vite/manifest.json: which chunks each
    // route loads (webui/README.md).
    manifest: mode === 'analyse',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React and the router change rarely: their own chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Room for several of the 10 s waits of src/testing/setup.ts on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
}));
