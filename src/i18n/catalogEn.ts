/**
 * The English catalog (default and fallback, SPEC §9), merged from the area files of
 * `locales/en/`: in the entry chunk. Those files are the output of `npm run i18n:extract`
 * from the descriptor modules `descriptors/<area>.ts` (README "Translations").
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
import type { MessageCatalog } from './languages';

export const englishMessages: MessageCatalog = {
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
};
