/** The interface languages (SPEC §1, §9): English (default and fallback) and Spanish. */
export type Language = 'en' | 'es';
const LANGUAGES: readonly Language[] = ['en', 'es'];
/** Default and fallback language (SPEC §1, §9). */
export const DEFAULT_LANGUAGE: Language = 'en';
/** BCP 47 locale used for formatting dates and numbers per language (SPEC §9: default en-US). */
export const LOCALE_BY_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** One language's messages: id → ICU message. */
export type MessageCatalog = Record<string, string>;

/** `true` when `value` names a supported language. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
