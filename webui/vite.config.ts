import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { catalogueParts, importedModules } from './src/lang/catalogue-parts.ts';

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

/**
 * Installable on a phone: the web app manifest, and the console's service worker (src/sw.ts,
 * Workbox modules) with the app shell's files injected, so the console opens without a network,
 * the last answer of each read is kept, and writes made offline are sent once it is back.
 * Registered by the console, never by the sign-in entry.
 */
function installable(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Hygiene console',
      short_name: 'Hygiene',
      description: 'Washrooms watched by their sensors, and the work they ask for',
      start_url: '/my-work',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0f766e',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,json}'],
      globIgnores: ['api-docs/**', '.vite/**'],
      maximumFileSizeToCacheInBytes: 3_000_000,
    },
  });
}

const reactRouterBuild = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production', file);

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The sources the sign-in page's own entry imports (app/sign-in-app.tsx, which main.tsx loads
 * for a visitor without a session), read once a build: the `sign-in` chunk below.
 */
let signIn: Set<string> | undefined;
const signInModules = () => (signIn ??= importedModules(src, ['app/sign-in-app.tsx']));

/**
 * Chakra's recipe modules the sign-in page's styling system names (components/ui/sign-in-system.ts):
 * `nativeSelectSlotRecipe` is `theme/recipes/native-select.js`.
 */
let signInRecipes: Set<string> | undefined;
const signInRecipeFiles = () =>
  (signInRecipes ??= new Set(
    [...readFileSync(join(src, 'components/ui/sign-in-system.ts'), 'utf8').matchAll(/\b([a-z]\w*?)(?:Slot)?Recipe\b/g)].map(
      ([, name]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js`,
    ),
  ));
const CHAKRA_RECIPE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+\.js)$/;
/** The recipes only the console's styling system (components/ui/system.ts) uses. */
const consoleRecipe = (id: string) => {
  const file = CHAKRA_RECIPE.exec(id)?.[1];
  return file !== undefined && !signInRecipeFiles().has(file);
};

const apiTarget = process.env.HYGIENE_API_TARGET ?? 'http://127.0.0.1:8000';

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), catalogueParts(src), installable(), precompressed()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // Catalogues are precompiled to ASTs (npm run i18n:compile), so the production
      // bundle does not need the ICU message parser; the stub's ES module build, whose
      // helpers from tslib are tree-shaken (the CommonJS one pulls in the whole of tslib).
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
            },
            // The router's package maps every import to its build with development warnings;
            // its production build is the same without them.
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
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
      // Chakra's theme module builds its whole default theme, every component's recipe, when
      // it is loaded (`defaultThemeConfig = defineConfig(…)`); the call has no side effects, so
      // a system that picks its recipes (components/ui/system-config.ts) leaves the rest out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // React and the router change rarely: their own chunks stay cached across deploys. The
        // router has a chunk of its own, as the sign-in page's entry does without it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // Chakra's theme module is a dependency of the sign-in page's, so its group would take
            // every recipe the console's styling system uses; those the page has no use for stay out.
            { name: 'theme', test: consoleRecipe, priority: 2, includeDependenciesRecursively: false },
            // The sign-in page's entry and what it needs (Chakra and Emotion, react-intl, the form),
            // in one chunk rather than dozens of small ones shared with other screens.
            { name: 'sign-in', test: (id) => signInModules().has(id), priority: 1 },
          ],
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
