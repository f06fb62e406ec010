import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the app with hot reload and sends /api to the local stack (`npm start`).
const apiTarget = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.LANE_DEV_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/_local': apiTarget },
  },
  build: {
    target: 'es2022',
    // Maps are written for reading a stack trace, but the bundles do not point at them and the
    // cloud deploy leaves them out (infra/lib/constructs/web.ts, UNPUBLISHED_FILES).
    sourcemap: 'hidden',
  },
});
