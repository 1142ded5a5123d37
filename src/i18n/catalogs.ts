import { englishShellMessages } from './catalogEn';
import type { Language, MessageCatalog } from './languages';

/**
 * The English messages loaded so far: the shell's (entry chunk), joined by the screens' once
 * {@link loadScreenMessages} has run. Replaced, never mutated, so it can be compared.
 */
let english: MessageCatalog = englishShellMessages;
let spanish: MessageCatalog | undefined;
let screensLoading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The catalog of `language` if it is loaded, else `undefined`. English is always there (the
 * shell's messages at least); Spanish, its own chunk, holds every area once loaded.
 */
export function catalogFor(language: Language): MessageCatalog | undefined {
  return language === 'en' ? english : spanish;
}

/** Calls `listener` whenever a catalog arrives; returns the unsubscribe function. */
export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the English messages of the employer screens (src/i18n/catalogEnScreens.ts, its own
 * chunk: issue #7 point 4, the login page's JavaScript) into the English catalog and tells the
 * {@link subscribeToCatalogs} listeners. Every lazily loaded screen waits for it
 * (src/app/AppRoutes.tsx), so no screen renders before its texts. Resolves at once once
 * loaded; rejects only if the chunk cannot be fetched (a later call tries again).
 */
export function loadScreenMessages(): Promise<void> {
  screensLoading ??= import('./catalogEnScreens').then(
    ({ englishScreenMessages }) => {
      english = { ...english, ...englishScreenMessages };
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      screensLoading = undefined;
      throw error;
    },
  );
  return screensLoading;
}

/**
 * Loads the catalog of `language`: English's shell messages are in the entry chunk; Spanish
 * is its own chunk with every area, fetched the first time it is asked for (issue #7: the
 * Spanish catalog loaded only when chosen). Resolves with the catalog; rejects only if the
 * chunk cannot be fetched.
 */
export async function loadCatalog(language: Language): Promise<MessageCatalog> {
  if (language === 'en') return english;
  if (spanish) return spanish;
  const { spanishMessages } = await import('./catalogEs');
  spanish = spanishMessages;
  listeners.forEach((listener) => listener());
  return spanishMessages;
}
