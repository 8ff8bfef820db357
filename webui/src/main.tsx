import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './config/paths';
import { readStoredTokens } from './lib/stored-session';

// A deploy replaces the chunks an open tab still points at; the error boundary explains it.
window.addEventListener('vite:preloadError', (event) => {
  console.error('Chunk preload failed', event);
});

const root = createRoot(document.getElementById('root') as HTMLElement);
const render = (app: ReactNode) => root.render(<StrictMode>{app}</StrictMode>);

/** The console (app/index.tsx), at `path` when one is given. */
async function openConsole(path?: string): Promise<void> {
  try {
    const { App } = await import('./app');
    if (path) window.history.replaceState(null, '', path);
    render(<App />);
    void keepOffline();
  } catch (error) {
    console.error('Console failed to load', error);
    // A full navigation tries again, and shows the error page if it fails too.
    if (path) window.location.assign(path);
  }
}

/** The service worker that keeps the console usable without a network (vite.config.ts). */
async function keepOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}

// A visitor without a session on the sign-in page gets it from its own, lighter entry; any
// other address, or a stored session, starts the console.
if (window.location.pathname === paths.signIn && readStoredTokens() === null) {
  void import('./app/sign-in-app').then(({ SignInApp }) => render(<SignInApp openConsole={openConsole} />));
} else {
  void openConsole();
}
