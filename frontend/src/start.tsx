import { languageOfPath } from '@lane/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { readPrerenderedPage } from './app/prerendered';
import { createAppRouter, loadRoutesOf } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Lane needs an element with id "root" to render into.');

// A prerendered page (src/prerender/entry-server.tsx) carries its HTML, its language and the catalogues it
// shows; the app hydrates it with exactly that. The client-rendered pages (/lane,
// /payment-success) start from an empty root and load their catalogues on demand.
const prerendered = readPrerenderedPage(document);

if (prerendered) {
  initI18n(prerendered.language, prerendered.catalogues);
  void loadRoutesOf(window.location.pathname).then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
  });
} else {
  initI18n(languageOfPath(window.location.pathname));
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
