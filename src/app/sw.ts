/**
 * The service worker of production builds (/sw.js; vite.config.ts `pwa`, vite-plugin-pwa's
 * injectManifest, which writes the precache list into `self.__WB_MANIFEST`; issue #31 points 2
 * and 3). It
 * - precaches the app shell (index.html, as the server answered it) and every script, style
 *   sheet and woff2 font of assets/ (hashed: fetched once, served from the cache), and drops
 *   what an older deploy precached once it is active;
 * - answers the SPA's page navigations with the precached shell under a fresh CSP nonce
 *   (src/app/appShellNavigation.ts), so a returning employer's start waits on no round trip and
 *   works offline (the app then shows its no-internet notice) — from the network while a newer
 *   worker waits, so that the reload onto a new deploy gets it; the API and files go to the
 *   network;
 * - never touches the API: no fetch or XHR is routed (the app keeps its own device copy of
 *   answers, src/store/deviceCopy.ts);
 * - waits when updated: it takes over only when the page posts `{ type: 'SKIP_WAITING' }`, at
 *   the page's next in-app navigation (src/app/serviceWorkerUpdates.ts); the first install
 *   controls the open page at once (`clientsClaim`), readable offline from its first visit.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { appShellNavigation, randomNonce } from './appShellNavigation';

/** The worker's global scope, as far as this file uses it. */
interface WorkerScope {
  /** The precache list vite-plugin-pwa writes in at build time. */
  __WB_MANIFEST: { url: string; revision: string | null }[];
  /** The worker's registration: `waiting` is a newer deploy's worker, installed. */
  registration: { waiting: object | null };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: { data?: { type?: unknown } | null }) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;

// Navigations first: before the precache's own route, which would answer `/` (its directory
// index) with the precached index.html under the nonce it was fetched with.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  ({ request, url }) =>
    appShellNavigation({
      url,
      network: () => fetch(request),
      precachedShell: () => matchPrecache('index.html'),
      newNonce: () => randomNonce(),
      updateWaiting: () => scope.registration.waiting !== null,
    }),
);
// Written `self.__WB_MANIFEST` to the letter: the injection point workbox-build looks for.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

scope.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void scope.skipWaiting();
});
