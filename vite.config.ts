import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Adds `<link rel="preconnect">` for the API origin (`VITE_API_BASE_URL`) when it is another
 * origin: the connection to it opens while the app's script downloads, instead of after it,
 * when the first call (the start-up refresh, SPEC §4) is made. `crossorigin` because the
 * calls are CORS requests without credentials.
 */
function preconnectApi(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'hireline-preconnect-api',
    transformIndexHtml() {
      if (!apiBaseUrl || !/^https?:\/\//.test(apiBaseUrl)) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

// https://vite.dev/config/
export default defineConfig(({ mode }) => ({
  plugins: [react(), preconnectApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL)],
  // public/ holds only the demo's mock service worker: copied in demo mode, never into the
  // production build (Storybook serves it through its own staticDirs).
  publicDir: mode === 'demo' ? 'public' : false,
  // Demo-only code sits behind `__DEMO_BUILD__` (src/vite-env.d.ts): a literal here, so the
  // production build drops it (and its chunks) instead of shipping it unused.
  define: { __DEMO_BUILD__: JSON.stringify(mode === 'demo') },
  resolve: {
    // qs's `side-channel` (with get-intrinsic, object-inspect…: ~9 KB gzipped in every screen
    // that builds a list query string) replaced by the same store on WeakMap and Map
    // (src/vendor/side-channel.cjs; issue #20 point 6). Node (jest, scripts) keeps the package.
    alias: [
      {
        find: /^side-channel$/,
        replacement: fileURLToPath(new URL('./src/vendor/side-channel.cjs', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: the first screen costs one
        // script request instead of six (tiny shared chunks each cost a round trip on a phone
        // network); lazy screens stay split. Three lazy groups kept whole (issue #20 point 6):
        // - shell: the public pages' frame and the preference controls every frame shows (the
        //   login page's, and the dashboard's with `layouts`), one request;
        // - toasts: the toast container with the bridge that feeds it (src/app/Toasts.tsx), one
        //   request after the first screen;
        // - layouts: the employer's own pages' frame (src/app/layouts.tsx, AppShell, Stepper),
        //   which the login page never loads (else automatic chunking merges AppShell with the
        //   shell, which imports nothing of it).
        // shell and layouts take no dependencies along (what they import lies in other groups).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'shell',
              test: /[\\/]src[\\/](components[\\/](AuthShell|Brand|LanguageSwitch|ThemeToggle|IconButton)|features[\\/]preferences[\\/](PreferenceControls|switchLanguage))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'toasts',
              test: /[\\/]src[\\/](app[\\/]Toasts|components[\\/]ToastHost)\.tsx$/,
            },
            {
              name: 'layouts',
              test: /[\\/]src[\\/](app[\\/]layouts|components[\\/](AppShell|CountBadge|Stepper))\.tsx$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
