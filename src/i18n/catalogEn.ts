/**
 * The English catalog of the app shell (default and fallback language, SPEC §9): the areas the
 * entry chunk renders — shared texts, components, the shell and error pages, login, the sign-up
 * steps and company fields. The screens' areas (job openings, billing, chats, account) are
 * {@link ./catalogEnScreens}, loaded with the first screen that needs them
 * (`loadScreenMessages`, src/i18n/catalogs.ts). The files are the output of
 * `npm run i18n:extract` from the descriptor modules `descriptors/<area>.ts` (README
 * "Translations").
 */
import enApp from './locales/en/app.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enCompany from './locales/en/company.json';
import enComponents from './locales/en/components.json';
import enSignUp from './locales/en/signUp.json';
import type { MessageCatalog } from './languages';

export const englishShellMessages: MessageCatalog = {
  ...enCommon,
  ...enComponents,
  ...enApp,
  ...enAuth,
  ...enCompany,
  ...enSignUp,
};
