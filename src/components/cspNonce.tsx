import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/** The placeholder of index.html that the web server replaces with each response's nonce. */
const PLACEHOLDER = '__CSP_NONCE__';

/**
 * The Content-Security-Policy nonce of this page: the `content` of
 * `<meta property="csp-nonce">` (written per response by deploy/nginx.conf.template), or
 * `undefined` when the page has none (dev server, Storybook, tests).
 */
function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
  return value && value !== PLACEHOLDER ? value : undefined;
}

let cache: EmotionCache | null = null;

/**
 * Gives react-select's emotion styles the page's CSP nonce, so its `<style>` tags pass a
 * `style-src 'nonce-…'` policy without `'unsafe-inline'` (styled-components reads the same
 * meta tag itself). One emotion cache for the page.
 */
export function NoncedStyles({ children }: { children: ReactNode }) {
  cache ??= createCache({ key: 'hl', nonce: cspNonce() });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
