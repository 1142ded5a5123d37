/**
 * The Spanish catalog (`locales/es.json`, translated by hand, the same ids as the extracted
 * English `locales/en.json`: `npm run i18n:check`): its own chunk, loaded only when Spanish is
 * chosen (src/i18n/catalogs.ts).
 */
import es from './locales/es.json';
import type { MessageCatalog } from './languages';

export const spanishMessages: MessageCatalog = es;
