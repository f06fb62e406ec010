import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the app with hot reload and sends /api to the local stack (`npm start`).
const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: { __LANE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    port: Number(process.env.LANE_DEV_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/_local': apiTarget },
  },
  // The prerender step (scripts/prerender.mjs) runs this bundle in Node; the workspace package is
  // TypeScript source, so it is bundled, and so is Chakra (its ESM build expects a bundler).
  ssr: { noExternal: ['@lane/shared', /^@chakra-ui\//, /^@ark-ui\//, /^@zag-js\//] },
  build: {
    target: 'es2022',
    // Every browser es2022 reaches knows <link rel="modulepreload">; Vite's polyfill would put a
    // MutationObserver on the whole document into the entry, which runs on every prerendered page.
    modulePreload: { polyfill: false },
    // Maps are written for reading a stack trace, but the bundles do not point at them and the
    // cloud deploy leaves them out (infra/lib/constructs/web.ts, UNPUBLISHED_FILES). The prerender
    // bundle runs once at build time and needs none.
    sourcemap: isSsrBuild ? false : 'hidden',
    rolldownOptions: {
      output: {
        // zag's small utilities (utils, anatomy, dom-query) in one chunk: they are shared by the app
        // and by every lazily loaded part that draws with Chakra (the toast list, dialogs…), and
        // left to itself the bundler splits them into a chunk per combination of importers, each a
        // request on the first interaction and a name in the entry's preload list.
        codeSplitting: {
          groups: [
            { name: 'zag-utils', test: /node_modules[\\/]@zag-js[\\/](utils|anatomy|dom-query)[\\/]/ },
          ],
        },
      },
      treeshake: {
        // zod's builders have no side effects: a module that uses only the plain values next to the
        // shared schemas (PLANS, languageOfPath, …) brings no unused schema along. Nor do Chakra's
        // config builders: its default theme, with every recipe, is left out (app/theme.ts).
        manualPureFunctions: ['z', 'defineConfig', 'createSystem'],
      },
    },
  },
}));
