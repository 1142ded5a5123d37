/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
/**
 * `true` in a demo-mode build (`vite --mode demo`, Storybook, jest), `false` in a production
 * build: a literal written in by Vite's `define` (vite.config.ts), so the bundler drops what
 * only demo mode reaches — a production build has no demo payment provider, not even a chunk.
 * Runtime choices go through `src/env.ts`; this is only for code that must not be bundled.
 */
declare const __DEMO_BUILD__: boolean;
