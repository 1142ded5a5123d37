import { readLocalStorage, SHARED_SESSION_KEYS, writeLocalStorage } from '../api/crossTab';

/**
 * Browser persistence of client state (SPEC §4, §7, §9; DESIGN.md "State that is not server
 * cache"): localStorage keys `auth_access_token`, `mode`, `lang`; cookie `access_token`
 * (max-age 86400 s, Secure, SameSite=Strict). Every access tolerates a missing or blocked
 * storage (private mode): reads give `null`, writes are dropped.
 */
export const STORAGE_KEYS = {
  token: SHARED_SESSION_KEYS.token,
  mode: 'mode',
  lang: 'lang',
} as const;

/** Name of the session cookie (SPEC §7). */
const TOKEN_COOKIE = 'access_token';
/** Cookie lifetime assumed on restore, in seconds (SPEC §9: 1 day). */
const TOKEN_COOKIE_MAX_AGE_S = 86400;

/** Reads a localStorage item; `null` when absent or storage is unavailable. */
export const readStorage = readLocalStorage;

/** Writes (or, with `null`, removes) a localStorage item. */
export const writeStorage = writeLocalStorage;

/** Sets (or, with `null`, expires) the `access_token` cookie: Secure, SameSite=Strict, path /. */
export function writeTokenCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const maxAge = token === null ? 0 : TOKEN_COOKIE_MAX_AGE_S;
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token ?? '')}; Max-Age=${maxAge}; Path=/; Secure; SameSite=Strict`;
}

/** Reads the `access_token` cookie, or `null`. */
export function readTokenCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  const value = pair ? decodeURIComponent(pair.slice(TOKEN_COOKIE.length + 1)) : '';
  return value || null;
}
