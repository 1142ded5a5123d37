import { englishMessages } from './catalogEn';
import type { Language, MessageCatalog } from './languages';

const loaded: Partial<Record<Language, MessageCatalog>> = { en: englishMessages };

/** The catalog of `language` if it is loaded (English always is), else `undefined`. */
export function catalogFor(language: Language): MessageCatalog | undefined {
  return loaded[language];
}

/**
 * Loads the catalog of `language`: English is in the entry chunk; Spanish is its own chunk,
 * fetched the first time it is asked for (issue #7: the Spanish catalog loaded only when
 * chosen). Resolves with the catalog; rejects only if the chunk cannot be fetched.
 */
export async function loadCatalog(language: Language): Promise<MessageCatalog> {
  const ready = loaded[language];
  if (ready) return ready;
  const { spanishMessages } = await import('./catalogEs');
  loaded.es = spanishMessages;
  return spanishMessages;
}

export { englishMessages };
