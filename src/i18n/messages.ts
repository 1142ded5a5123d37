/**
 * Every message catalog at once (SPEC §1, §9), for tests, stories and tools: one flat id → ICU
 * message JSON per language — English `locales/en.json`, extracted by `npm run i18n:extract`
 * (`formatjs extract`) from the `defineMessages` declarations in src/, Spanish `locales/es.json`,
 * translated by hand; every id exists in both languages with the same placeholders (`npm run
 * i18n:check`, `formatjs verify`). The app itself loads no English catalog (English comes from
 * each descriptor's `defaultMessage`) and Spanish on demand (src/i18n/catalogs.ts); it must not
 * import this module.
 */
import en from './locales/en.json';
import es from './locales/es.json';
import type { Language, MessageCatalog } from './languages';

export * from './languages';

/** Every message of each language. */
export const messages: Record<Language, MessageCatalog> = { en, es };
