import type { AppEnv } from '../../src/env';

/** Jest stand-in for `src/env.ts`: demo mode against MSW's node server on any origin. */
export const env: AppEnv = {
  apiBaseUrl: 'http://localhost',
  apiMocking: true,
  stripePublishableKey: '',
};
