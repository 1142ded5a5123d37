/**
 * English texts of the demo inbox (demo builds only), one descriptor per message id. `npm run
 * i18n:extract` writes `src/features/demo/locales/en.json` from this module (never edit that
 * file by hand); the Spanish texts are in the matching `es` catalog. Call sites use the ids
 * alone, so the English text ships once, in the catalog (README "Translations").
 */
import { defineMessages } from 'react-intl';

export const demoInboxMessages = defineMessages({
  'demo.inbox.title': { id: 'demo.inbox.title', defaultMessage: 'Demo inbox' },
  'demo.inbox.about': {
    id: 'demo.inbox.about',
    defaultMessage:
      'Demo mode: no real e-mail is sent. The messages the app would e-mail you arrive here.',
  },
  'demo.inbox.empty': { id: 'demo.inbox.empty', defaultMessage: 'No e-mails yet.' },
  'demo.inbox.meta': { id: 'demo.inbox.meta', defaultMessage: 'To {to} · {time}' },
  'demo.inbox.code': { id: 'demo.inbox.code', defaultMessage: 'Code: {code}' },
  'demo.inbox.resetLink': { id: 'demo.inbox.resetLink', defaultMessage: 'Reset your password' },
  'demo.inbox.toast': { id: 'demo.inbox.toast', defaultMessage: 'Demo e-mail sent to {to}' },
  'demo.inbox.open': {
    id: 'demo.inbox.open',
    defaultMessage: 'Open the demo inbox at the bottom left to read it.',
  },
  'demo.inbox.new': {
    id: 'demo.inbox.new',
    defaultMessage: 'new {count, plural, one {e-mail} other {e-mails}}',
  },
});
