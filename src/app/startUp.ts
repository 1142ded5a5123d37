/**
 * The start-up script: the `boot` chunk that index.html loads with its own `async` script
 * (vite.config.ts), so it runs while the entry (~150 KB gzipped: a second on a phone network)
 * is still downloading; the entry imports it first too (src/main.tsx), where it has already
 * run. With a stored token it sends the start-up refresh of SPEC §4 and, once answered, the
 * calls the page makes first ({@link startUpCalls}: the employee, the subscription, the
 * screen's first list), whose answers the app then takes instead of asking again
 * ({@link sendStartUpRequests}; issue #20 point 6). Reads only localStorage (the token and
 * the interface language, as the store will) and the URL. Next comes src/app/startUpRoute.ts.
 */
import { sendStartUpRequests, startUpRefreshSent } from '../api/startUpRequests';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { readStorage, STORAGE_KEYS } from '../store/storage';
import { warmUpFonts } from '../theme/fontWarmUp';
import { startUpCalls } from './routeChunks';

const storedLanguage = readStorage(STORAGE_KEYS.lang);
// The stored theme on the root at once, for index.html's loading state (issue #30 point 8);
// the store applies the same class when it starts (src/store/themeSlice.ts applyThemeClass).
const storedMode = readStorage(STORAGE_KEYS.mode);
if (storedMode === 'dark' || storedMode === 'light') {
  globalThis.document?.documentElement.classList.add(storedMode);
}
void sendStartUpRequests(
  readStorage(STORAGE_KEYS.token),
  isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE,
  startUpCalls(globalThis.location?.pathname ?? '/', globalThis.location?.search ?? ''),
);
// The fonts' first lookups while the entry downloads, in tasks of their own once the refresh
// above has left (src/theme/fontWarmUp.ts): the lock it waits for is granted in a later task, and
// a sample laid out first held it back (~25 ms at 4× CPU). Not under a service worker: the
// scripts then come from its precache at once, and there is no download to fill (the warm-up
// would come first).
if (globalThis.document && !globalThis.navigator?.serviceWorker?.controller) {
  void startUpRefreshSent().then(() =>
    setTimeout(() => {
      if (document.body) warmUpFonts();
      else document.addEventListener('DOMContentLoaded', () => warmUpFonts(), { once: true });
    }, 0),
  );
}
