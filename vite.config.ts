import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import babel from '@rolldown/plugin-babel';
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The app's builds ship their messages parsed (issue #31 point 1: the login page's JavaScript
 * budget): the English texts — the `defaultMessage`s of the `defineMessages` blocks in src/ —
 * are compiled into react-intl's message AST by babel-plugin-formatjs (`ast: true`, its
 * translator `description`s dropped), the Spanish catalogs by {@link compiledCatalogs}, so
 * react-intl never parses a message and the ICU parser (~8 KB gzipped) is left out: the
 * parser package resolves to its `no-parser` build. Not in Storybook (its stories may format
 * texts of their own, unparsed: HIRELINE_STORYBOOK, .storybook/main.ts) nor the dev server,
 * which keep the parser.
 */
const PARSED_MESSAGES = (command: string) =>
  command === 'build' && process.env.HIRELINE_STORYBOOK !== '1';

/**
 * Serves the Spanish catalogs (`locales/es.json` under src/, id → ICU text) as id → message AST,
 * parsed here with formatjs's own parser (what `formatjs compile --ast` writes): see
 * {@link PARSED_MESSAGES}.
 */
function compiledCatalogs(): Plugin {
  return {
    name: 'hireline-compiled-catalogs',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (!/[\\/]src[\\/].*[\\/]locales[\\/]es\.json$/.test(id)) return null;
      const catalog = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      return JSON.stringify(
        Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, parse(text)])),
      );
    },
  };
}

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

/**
 * The start-up chunk (`boot`, see `codeSplitting` below) as a script of its own, `async`,
 * ahead of the entry: it arrives in one round trip and runs while the entry (~150 KB
 * gzipped: a second on a phone network) is still downloading. It sends the start-up refresh
 * (src/app/startUp.ts) and starts loading the current page's chunks (src/app/startUpRoute.ts),
 * which would otherwise leave only once the entry has arrived (issue #20 point 6). The entry
 * imports the same chunk (its first modules), so nothing runs twice: one module, one URL.
 */
function bootScript(): Plugin {
  return {
    name: 'hireline-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'boot',
        );
        if (!boot) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** V8's explicit compile hint for a whole file (v8.dev/blog/explicit-compile-hints). */
const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks from this size on (characters of minified code) get {@link COMPILE_ALL_HINT}: below it
 * the lazy compilation it saves is small and the 31 gzipped bytes it costs per file are not
 * (the login page's JavaScript budget, issue #20 point 6).
 */
const COMPILE_ALL_MIN_CHARS = 16_000;

/**
 * Puts V8's explicit compile hint atop the large chunks (the entry, the form and select
 * libraries, the list screens' shared code…): code that runs as soon as it loads, so Chromium
 * (136 and later) compiles all their functions at once, on its background thread while the file
 * streams in, instead of lazily, on the main thread, at each function's first call. On the
 * bench's phone profile the first job opening row paints ~140 ms sooner (issue #20 point 6: 8
 * alternating runs, 2480 → 2336 ms). Other engines read a comment. Source maps are shifted by
 * the added line.
 */
function compileHints(): Plugin {
  return {
    name: 'hireline-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.length < COMPILE_ALL_MIN_CHARS) continue;
          output.code = `${COMPILE_ALL_HINT}\n${output.code}`;
          // The chunk's source map, when built (already an asset of its own here).
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/** The manifest's icons (public/icons/, written by scripts/gen-pwa-icons.mjs). */
const PWA_ICONS = ['icon.svg', 'icon-192.png', 'icon-512.png', 'maskable-512.png'];

/**
 * Copies the manifest's icons into a build with the service worker ({@link pwa}): public/ itself
 * is copied only in demo mode (`publicDir` below), so they are emitted here, at /icons/ (stable
 * names: an installed app keeps them).
 */
function pwaIcons(): Plugin {
  return {
    name: 'hireline-pwa-icons',
    apply: 'build',
    generateBundle() {
      for (const name of [...PWA_ICONS, 'apple-touch-icon-180.png']) {
        this.emitFile({
          type: 'asset',
          fileName: `icons/${name}`,
          source: readFileSync(new URL(`./public/icons/${name}`, import.meta.url)),
        });
      }
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' } },
    ],
  };
}

/**
 * Installable and readable offline (issue #31 point 3; README "Deploy"): production builds — the
 * API not simulated (`VITE_API_MOCKING` not 'true'), not Storybook — ship a web app manifest
 * and the service worker of src/app/sw.ts (/sw.js, Workbox's modules bundled in), to which
 * vite-plugin-pwa's injectManifest gives the precache list: index.html and every script, style
 * sheet and woff2 font of assets/. What it does with them is said there. Demo builds, the dev
 * server and Storybook get neither: MSW's worker stays alone on the scope.
 * `__PWA_BUILD__` (src/app/serviceWorker.env.d.ts) tells the entry whether to register it.
 */
function pwa(enabled: boolean): PluginOption[] {
  return [
    {
      name: 'hireline-pwa-flag',
      config: () => ({ define: { __PWA_BUILD__: JSON.stringify(enabled) } }),
    },
    ...(enabled
      ? [
          pwaIcons(),
          VitePWA({
            injectRegister: false,
            registerType: 'prompt',
            manifestFilename: 'manifest.webmanifest',
            // The icons are not under publicDir (off in production): emitted by pwaIcons, and
            // fetched by the browser when installing, not needed offline.
            includeManifestIcons: false,
            manifest: {
              id: '/',
              name: 'Hireline',
              short_name: 'Hireline',
              description: 'Hire through job openings with suggested candidates.',
              lang: 'en',
              start_url: '/job-openings',
              scope: '/',
              display: 'standalone',
              // The light theme's top bar (surface) and page background (src/theme/themes.ts);
              // index.html's theme-color metas give both themes' top bars.
              theme_color: '#ffffff',
              background_color: '#f5f7fb',
              icons: [
                { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                {
                  src: '/icons/maskable-512.png',
                  sizes: '512x512',
                  type: 'image/png',
                  purpose: 'maskable',
                },
              ],
            },
            strategies: 'injectManifest',
            srcDir: 'src/app',
            filename: 'sw.ts',
            injectManifest: {
              globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}'],
              rollupFormat: 'iife',
              sourcemap: false,
            },
          }),
        ]
      : []),
  ];
}

// https://vite.dev/config/
export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    ...(PARSED_MESSAGES(command)
      ? [
          babel({
            include: /[\\/]src[\\/].*\.tsx?$/,
            sourceMap: false,
            plugins: [['formatjs', { ast: true }]],
          }),
          compiledCatalogs(),
        ]
      : []),
    bootScript(),
    compileHints(),
    preconnectApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL),
    ...pwa(
      command === 'build' &&
        loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING !== 'true' &&
        process.env.HIRELINE_STORYBOOK !== '1',
    ),
  ],
  // public/ holds only the demo's mock service worker: copied in demo mode, never into the
  // production build (Storybook serves it through its own staticDirs).
  publicDir: mode === 'demo' ? 'public' : false,
  // The code cache warm-up's worker (src/app/codeCacheWarmUp.worker.ts) is a module worker: it
  // imports the app's own ES module chunks.
  worker: { format: 'es' },
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
      // react-router 7's package exports only its development build (every condition points at
      // dist/development: remix-run/react-router#14102, open), whose route matching and
      // rendering carry dev-only checks and warnings. Builds take the production build the
      // package ships beside it: ~6 % of the first screen's render on the bench's phone profile
      // (issue #20 point 6). The dev server, Storybook and jest keep the warnings.
      ...(PARSED_MESSAGES(command)
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/react-router/dist/production/dom-export.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
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
        //   login page's, and the dashboard's with `layouts`), one request — with the toasts'
        //   lane (src/components/toastLane.ts), which the frame pads its end by: else the lane
        //   goes with the toasts, and the login page loads their chunk before its first paint;
        // - toasts: the toast container with the bridge that feeds it (src/app/Toasts.tsx), one
        //   request after the first screen;
        // - layouts: the employer's own pages' frame (src/app/layouts.tsx, AppShell, Stepper),
        //   which the login page never loads (else automatic chunking merges AppShell with the
        //   shell, which imports nothing of it).
        // shell and layouts take no dependencies along (what they import lies in other groups).
        // And four groups of what the screens share (issue #31 point 1: on a phone's HTTP/1.1,
        // six connections, each file costs a round trip; the inbox loaded 28 files before its
        // first row, the login page 13): forms, formik, dates and dashboard below.
        codeSplitting: {
          groups: [
            // boot: what the entry evaluates first (src/app/startUp.ts, startUpRoute.ts) and
            // what they import (src/api/crossTab.ts: the shared session's keys and lock; the font
            // warm-up, src/theme/fontWarmUp.ts, with the theme's tokens and fallback faces) —
            // small modules only, and Vite's preload helper (the page's chunks are dynamic
            // imports) —, loaded by its own early script (bootScript above). It imports no
            // other chunk: the entry chunk imports boot, so a value boot read from the entry
            // at its start would still be undefined (a chunk cycle).
            {
              name: 'boot',
              priority: 10,
              test: /([\\/]src[\\/](app[\\/](startUp|startUpRoute|routeChunks|routeTable|app\.messages)|api[\\/](startUpRequests|crossTab)|env|store[\\/]storage|theme[\\/](fontWarmUp|fontFallback|tokens)|i18n[\\/](languages|common\.messages|defineMessages)|features[\\/](signUp[\\/]signUpProgress|account[\\/]overduePayment))\.ts$)|vite[\\/]preload-helper/,
              includeDependenciesRecursively: false,
            },
            // react: React DOM and its scheduler, a file of their own beside the entry (both
            // preloaded by the page, fetched side by side): the browser compiles each file in a
            // task of its own, and the entry's single compile, ~40 ms on this machine (~160 ms at
            // Lighthouse's 4× CPU), was one of the start-up's longest tasks (issue #31 point 1).
            // Its name and hash change only when React is upgraded: a deploy leaves a returning
            // phone's copy of it (the service worker's precache) as it was.
            {
              name: 'react',
              priority: 5,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            { name: 'app', tags: ['$initial'] },
            {
              name: 'shell',
              test: /[\\/]src[\\/](components[\\/](AuthShell|Brand|LanguageSwitch|ThemeToggle|IconButton|toastLane)|features[\\/]preferences[\\/](PreferenceControls|switchLanguage))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // forms: the form parts that the login page and the employer's screens share (the
            // fields, the alerts, the server's errors), one request instead of five (issue #31
            // point 1: on a phone, each request is a round trip of its own).
            {
              name: 'forms',
              test: /[\\/]src[\\/](components[\\/](Alert|Field|TextField|Stack|PasswordField|FormErrorSummary|afterPointerSettles)|features[\\/](shared[\\/](ServerErrorAlert|serverErrors)|auth[\\/]auth\.messages))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // dashboard: what the employer's list screens share (job openings, chats, inbox,
            // account): the list parts, dialogs, list filters in the URL (qs), the APIs of job
            // openings, chats and the catalog, the reply notifications' choice; one request
            // instead of a dozen small ones. The date pickers and the payments stay apart.
            {
              name: 'dashboard',
              test: /([\\/]src[\\/](components[\\/](index|LazySelect|lazyChunk|Toolbar|Pagination|paginationItems|SearchField|StackedBar|StaleNote|EmptyState|Badge|Tag|Card|PageHeader|Modal|Tabs|ConfirmDialog|Avatar)|features[\\/](shared[\\/](listReturn|chatStatusBadge|LoadErrorRetry|ScreenHeaders|useListFilters)|billing[\\/]formatAmount|chats[\\/](useJobOpening|useNow|chatFilters|inboxFilters|inboxList)|jobOpenings[\\/]jobOpeningsList|notifications[\\/](notifications\.messages|notifyReplies|useNotifyReplies))|api[\\/](jobOpeningsApi|chatsApi|catalogApi|queryString)|domain[\\/][^\\/]+|vendor[\\/]side-channel)\.(tsx?|cjs)$)|[\\/]node_modules[\\/](qs|es-define-property)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // formik: Formik, Yup and the app's form plumbing on them (the login page's form,
            // every other form's), one request instead of five.
            {
              name: 'formik',
              test: /([\\/]node_modules[\\/](formik|yup|tiny-warning|tiny-case|property-expr|lodash-es|deepmerge|toposort|react-fast-compare)[\\/])|([\\/]src[\\/](i18n[\\/](yup|translateValidationError)|features[\\/]shared[\\/](FormikFields|ServerForm|FocusFirstInvalid|FormServerError))\.tsx?$)/,
              includeDependenciesRecursively: false,
            },
            // dates: the date range field and the day parsing of saved drafts (date-fns), which
            // the job openings' filters and the account's billing history load first.
            {
              name: 'dates',
              test: /([\\/]src[\\/](components[\\/](DateRangeField|datePickerParts)|features[\\/]shared[\\/]formDraftStorage)\.tsx?$)|[\\/]node_modules[\\/]date-fns[\\/](parseISO|lightFormat|_lib[\\/]format[\\/]lightFormatters|constructFrom|isDate|_lib[\\/]addLeadingZeros|constants|isValid|toDate)\.js$/,
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
