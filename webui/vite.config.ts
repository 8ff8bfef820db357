import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The API schema viewer (`/api/schema`) is served from the console itself, not a CDN: a
 * console on a closed network shows it too, and the content security policy stays 'self'.
 */
function apiDocsAssets(): Plugin {
  const files = ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui.css'];
  return {
    name: 'api-docs-assets',
    apply: 'build',
    writeBundle(options) {
      const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      const target = join(options.dir ?? 'dist', 'api-docs');
      mkdirSync(target, { recursive: true });
      for (const file of files) copyFileSync(join(source, file), join(target, file));
    },
  };
}

const apiTarget = process.env.HYGIENE_API_TARGET ?? 'http://127.0.0.1:8000';

export default defineConfig(({ command }) => ({
  plugins: [react(), apiDocsAssets()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Catalogues are precompiled to ASTs (npm run i18n:compile), so the production
      // bundle does not need the ICU message parser.
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
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
