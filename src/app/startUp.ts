/**
 * The first module the entry evaluates (src/main.tsx imports it first), while the rest of the
 * app — React, the router, the store, the screens' shell — is still to be evaluated, a fifth of
 * a second on a slow phone (issue #20 point 6): with a stored token, it sends the start-up
 * refresh of SPEC §4 ({@link sendStartUpRefresh}; the start-up check takes its answer). Reads
 * only localStorage (the token and the interface language, as the store will). Next comes
 * src/app/startUpRoute.ts.
 */
import { sendStartUpRefresh } from '../api/startUpRefresh';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { readStorage, STORAGE_KEYS } from '../store/storage';

const storedLanguage = readStorage(STORAGE_KEYS.lang);
sendStartUpRefresh(
  readStorage(STORAGE_KEYS.token),
  isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE,
);
