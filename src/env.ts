/**
 * The only module that reads `import.meta.env` (DESIGN.md "Two runtimes, one code path").
 * Jest maps this file to `tests/unit/env.mock.ts`, since CommonJS jest cannot parse `import.meta`.
 */
export interface AppEnv {
  /** API origin without a trailing slash; request paths start with `/v1`. Empty = same origin. */
  apiBaseUrl: string;
  /** `true` in demo mode: the MSW worker serves the simulated API in the browser. */
  apiMocking: boolean;
  /** Stripe publishable key (`pk_...`) for production payments; empty in demo mode. */
  stripePublishableKey: string;
}

export const env: AppEnv = {
  apiBaseUrl: String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  apiMocking: import.meta.env.VITE_API_MOCKING === 'true',
  stripePublishableKey: String(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? ''),
};
