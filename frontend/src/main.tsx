import { languageOfPath } from '@lane/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import { initI18n } from './app/i18n';

// Our CSP has no 'unsafe-eval': without this, zod probes `new Function` on its first parse and the
// browser logs a CSP violation.
z.config({ jitless: true });
initI18n(languageOfPath(window.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('Lane needs an element with id "root" to render into.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
