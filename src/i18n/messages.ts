/**
 * Every message catalog at once (SPEC §1, §9), for tests, stories and tools. One flat id →
 * ICU message JSON per area and locale under `locales/<lang>/<area>.json` — English extracted
 * from `descriptors/<area>.ts` by `npm run i18n:extract`, Spanish translated by hand; every id
 * exists in both languages with the same placeholders (`npm run i18n:check`). The app itself
 * loads Spanish on demand (src/i18n/catalogs.ts) and must not import this module.
 */
import { englishShellMessages } from './catalogEn';
import { englishScreenMessages } from './catalogEnScreens';
import { spanishMessages } from './catalogEs';
import type { Language, MessageCatalog } from './languages';

export * from './languages';

/** Every message of each language. */
export const messages: Record<Language, MessageCatalog> = {
  en: { ...englishShellMessages, ...englishScreenMessages },
  es: spanishMessages,
};
