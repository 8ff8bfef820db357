/// <reference types="node" />
// Build code (vite.config.ts): cuts each compiled catalogue in two, so the sign-in page does
// not load the messages of every screen.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a signed-out visitor can run: the app shell and the pages shown without a
 * session (app/router.tsx). Their messages are the catalogue's `public` part; the `console`
 * part, all the others, comes once someone signs in (lib/i18n.ts).
 */
export const SIGNED_OUT_ENTRIES = [
  'main.tsx',
  'features/auth/routes/sign-in.tsx',
  'features/auth/routes/reset-password.tsx',
  'features/visit/routes/visit.tsx',
];

/** `import … from '…'`, `import '…'` and `export … from '…'`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** The router's lazy imports are the screens: the signed-out ones are the entries above. */
const ROUTER = /[\\/]app[\\/]router\.tsx$/;
const MESSAGE_ID = /\bid:\s*['"]([^'"]+)['"]/g;

function sourceFile(src: string, specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? join(src, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => existsSync(file)) ?? null;
}

/**
 * Every source file under `src` that `entries` import, directly or not; with `lazy`, through
 * `import('…')` too (a toast region or drawer loaded on first use), but for the router's.
 */
export function importedModules(src: string, entries: string[], lazy = false): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = [...code.matchAll(STATIC_IMPORT), ...(lazy && !ROUTER.test(file) ? code.matchAll(LAZY_IMPORT) : [])];
    for (const [, specifier] of imports) {
      const next = sourceFile(src, specifier, file);
      if (next) visit(next);
    }
  };
  entries.forEach((entry) => visit(join(src, entry)));
  return seen;
}

/** The ids of the messages the signed-out modules define. */
export function publicMessageIds(src: string): Set<string> {
  const modules = importedModules(src, SIGNED_OUT_ENTRIES, true);
  return new Set([...modules].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(MESSAGE_ID)].map(([, id]) => id)));
}

/**
 * `lang/compiled/<language>.json?catalogue=public` is the part of a catalogue with the messages
 * of the signed-out modules, `?catalogue=console` the rest.
 */
export function catalogueParts(src: string): Plugin {
  const part = /[\\/]lang[\\/]compiled[\\/]\w+\.json\?catalogue=(public|console)$/;
  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    load(id) {
      const match = part.exec(id);
      if (!match) return null;
      importedModules(src, SIGNED_OUT_ENTRIES, true).forEach((file) => this.addWatchFile(file));
      const ids = publicMessageIds(src);
      const catalogue = JSON.parse(readFileSync(id.slice(0, id.indexOf('?')), 'utf8')) as Record<string, unknown>;
      const wanted = match[1] === 'public';
      const messages = Object.fromEntries(Object.entries(catalogue).filter(([messageId]) => ids.has(messageId) === wanted));
      // A browser reads a string through JSON.parse quicker than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
