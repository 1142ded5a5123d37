/**
 * The second module the entry evaluates (src/main.tsx imports it after src/app/startUp.ts, which
 * has sent the start-up refresh), while the rest of the app — the store, the screens' shell — is
 * still to be evaluated (issue #20 point 6):
 * - it starts loading the current page's chunks ({@link preloadRoute}: the layouts', the
 *   screen's data module, the screen's), a guarded screen's only with a stored token — once the
 *   start-up refresh has answered and the calls after it are sent ({@link startUpCallsSent}):
 *   the entry alone fills a phone's bandwidth meanwhile, and the API calls do not wait behind
 *   the chunks for one of the browser's six connections (issue #31 point 1); at once when a
 *   service worker controls the page (its precache answers them, no connection is used);
 * - while those and the refresh are on the wire (once the refresh has left), it loads Intl's
 *   locale data for the interface language (the first use of Intl, tens of ms on a slow phone),
 *   which react-intl's provider would otherwise load in the first render, when the refresh's
 *   answer, and the employee and screen calls that follow it, would wait behind it.
 * Reads only localStorage (the token and the interface language, as the store will).
 */
import { startUpCallsSent, startUpRefreshSent } from '../api/startUpRequests';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_BY_LANGUAGE } from '../i18n/languages';
import { readStorage, STORAGE_KEYS } from '../store/storage';
import { preloadRoute } from './routeChunks';

// Under the service worker (a returning visit of a production build), the chunks come from its
// precache, not the network: they hold up no request, so they load at once (issue #31 point 2).
const fromServiceWorker = Boolean(globalThis.navigator?.serviceWorker?.controller);
void (fromServiceWorker ? Promise.resolve() : startUpCallsSent()).then(() =>
  preloadRoute(globalThis.location?.pathname ?? '/', Boolean(readStorage(STORAGE_KEYS.token))),
);
const storedLanguage = readStorage(STORAGE_KEYS.lang);
const locale = LOCALE_BY_LANGUAGE[isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE];
// What react-intl's provider asks first (createIntl): the locale's support by Intl. Once the
// start-up refresh is on the wire: it is sent when its cross-tab lock is granted, in a task after
// this one, which these calls (tens of ms on a phone) would otherwise hold back.
void startUpRefreshSent().then(() => {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
});
