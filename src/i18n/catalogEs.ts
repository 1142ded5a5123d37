/**
 * The Spanish catalog, merged from the area files of `locales/es/`: its own chunk, loaded
 * only when Spanish is chosen (src/i18n/catalogs.ts).
 */
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
import type { MessageCatalog } from './languages';

export const spanishMessages: MessageCatalog = {
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
};
