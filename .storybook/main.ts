/**
 * Storybook configuration (React + Vite). Stories live in `stories/**`; the MSW addon serves
 * the simulated API from `public/mockServiceWorker.js` (staticDirs), registered at a relative URL
 * so that the static build works from a sub-path (preview.tsx). The preview bundle is
 * built in demo mode whatever the Vite mode is: `VITE_API_MOCKING=true` and an empty
 * `VITE_API_BASE_URL`, so RTK Query calls `/v1/...` on the Storybook origin and MSW answers.
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Vite's loadEnv never overrides variables already set in the process: these win over
// `.env.production`, which `storybook build` would otherwise load.
process.env.VITE_API_MOCKING = 'true';
process.env.VITE_API_BASE_URL = '';
process.env.VITE_STRIPE_PUBLISHABLE_KEY = '';
// Storybook keeps react-intl's parser and unparsed messages (vite.config.ts PARSED_MESSAGES).
process.env.HIRELINE_STORYBOOK = '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/Introduction.mdx',
    '../stories/journeys/*.mdx',
    '../stories/docs/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  // msw-storybook-addon is set up in preview.tsx (its worker at a relative URL).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The designers' docs page of every component (status, guidance, anatomy, states; see
  // designerDocs.tsx): project annotations of their own, after the addons' and before preview.tsx.
  previewAnnotations: async (entries = []) => [
    ...entries,
    fileURLToPath(new URL('./designerDocs.tsx', import.meta.url)),
  ],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      define: {
        ...viteConfig.define,
        'import.meta.env.VITE_API_MOCKING': JSON.stringify('true'),
        'import.meta.env.VITE_API_BASE_URL': JSON.stringify(''),
        'import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY': JSON.stringify(''),
        __DEMO_BUILD__: JSON.stringify(true),
      },
    };
  },
};

export default config;
