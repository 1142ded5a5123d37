/**
 * The English catalog of the employer screens (job openings and candidates, billing, chats,
 * account): its own chunk, loaded with the first screen that is not in the entry chunk
 * (`loadScreenMessages`, src/i18n/catalogs.ts), so the login page does not carry it.
 */
import enAccount from './locales/en/account.json';
import enBilling from './locales/en/billing.json';
import enChats from './locales/en/chats.json';
import enJobOpenings from './locales/en/jobOpenings.json';
import type { MessageCatalog } from './languages';

export const englishScreenMessages: MessageCatalog = {
  ...enJobOpenings,
  ...enBilling,
  ...enChats,
  ...enAccount,
};
