import type { Language, MessageCatalog } from './languages';

/**
 * English needs no catalog: every message is declared next to the code that shows it
 * (`defineMessages`, src/i18n/defineMessages.ts) and its English text is the descriptor's
 * `defaultMessage`, which react-intl shows for the default locale. So English ships once, in
 * the chunk of the code that uses it (the login page carries only its own texts, each screen
 * its own), and `locales/en.json` is only the extraction's output (`npm run i18n:extract`),
 * the source the Spanish catalog is verified against.
 */
const ENGLISH: MessageCatalog = {};

let spanish: MessageCatalog | undefined;

/**
 * The catalog of `language` if it is loaded, else `undefined`. English is always there (the
 * empty catalog: its texts are the descriptors' `defaultMessage`s); Spanish, its own chunk,
 * holds every message once loaded.
 */
export function catalogFor(language: Language): MessageCatalog | undefined {
  return language === 'en' ? ENGLISH : spanish;
}

/**
 * Loads the catalog of `language`: English is there at once; Spanish is its own chunk with
 * every message, fetched the first time it is asked for (issue #7: the Spanish catalog loaded
 * only when chosen). Resolves with the catalog; rejects only if the chunk cannot be fetched (a
 * later call tries again).
 */
export async function loadCatalog(language: Language): Promise<MessageCatalog> {
  if (language === 'en') return ENGLISH;
  if (spanish) return spanish;
  const { spanishMessages } = await import('./catalogEs');
  spanish = spanishMessages;
  return spanishMessages;
}
