import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// https://vite.dev/config/
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // public/ holds only the demo's mock service worker: copied in demo mode, never into the
  // production build (Storybook serves it through its own staticDirs).
  publicDir: mode === 'demo' ? 'public' : false,
  // Demo-only code sits behind `__DEMO_BUILD__` (src/vite-env.d.ts): a literal here, so the
  // production build drops it (and its chunks) instead of shipping it unused.
  define: { __DEMO_BUILD__: JSON.stringify(mode === 'demo') },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: the first screen costs one
        // script request instead of six (tiny shared chunks each cost a round trip on a phone
        // network); lazy screens stay split.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
