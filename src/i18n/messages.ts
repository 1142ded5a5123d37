/**
 * Message catalogs (SPEC §1, §9: English default and fallback, Spanish). One flat
 * id → ICU message JSON per area and locale under `locales/<lang>/<area>.json`; every id
 * exists in both languages (checked by tests/unit/i18n/catalog.test.ts).
 */
import enAccount from './locales/en/account.json';
import enApp from './locales/en/app.json';
import enAuth from './locales/en/auth.json';
import enBilling from './locales/en/billing.json';
import enChats from './locales/en/chats.json';
import enCommon from './locales/en/common.json';
import enCompany from './locales/en/company.json';
import enComponents from './locales/en/components.json';
import enJobOpenings from './locales/en/jobOpenings.json';
import enSignUp from './locales/en/signUp.json';
import esAccount from './locales/es/account.json';
import esApp from './locales/es/app.json';
import esAuth from './locales/es/auth.json';
import esBilling from './locales/es/billing.json';
import esChats from './locales/es/chats.json';
import esCommon from './locales/es/common.json';
import esCompany from './locales/es/company.json';
import esComponents from './locales/es/components.json';
import esJobOpenings from './locales/es/jobOpenings.json';
import esSignUp from './locales/es/signUp.json';

/** The interface languages (SPEC §9). */
export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];
/** Default and fallback language (SPEC §1, §9). */
export const DEFAULT_LANGUAGE: Language = 'en';
/** BCP 47 locale used for formatting dates and numbers per language (SPEC §9: default en-US). */
export const LOCALE_BY_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export type MessageCatalog = Record<string, string>;

/** Every message of one language, merged from its area files. */
export const messages: Record<Language, MessageCatalog> = {
  en: {
    ...enCommon,
    ...enComponents,
    ...enApp,
    ...enAuth,
    ...enJobOpenings,
    ...enBilling,
    ...enChats,
    ...enCompany,
    ...enSignUp,
    ...enAccount,
  },
  es: {
    ...esCommon,
    ...esComponents,
    ...esApp,
    ...esAuth,
    ...esJobOpenings,
    ...esBilling,
    ...esChats,
    ...esCompany,
    ...esSignUp,
    ...esAccount,
  },
};

/** `true` when `value` names a supported language. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}
