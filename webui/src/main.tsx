import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// A deploy replaces the chunks an open tab still points at; the error boundary explains it.
window.addEventListener('vite:preloadError', (event) => {
  console.error('Chunk preload failed', event);
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
