/**
 * Messages shared by several modules of the account screen (src/features/account): declared once here
 * (`defineMessages`, English in `defaultMessage`; README "Translations"). A message used by one
 * module only is declared in that module.
 */
import type { PaymentKind } from '../../contract/types';
import { defineMessages, type Message } from '../../i18n/defineMessages';

export const accountMessages = defineMessages({
  companyNone: { id: 'account.company.none', defaultMessage: 'None' },
  planChoose: { id: 'account.plan.choose', defaultMessage: 'Choose a plan' },
  kindsCheckout: { id: 'billing.kinds.checkout', defaultMessage: 'Checkouts' },
  kindsSubscription: {
    id: 'billing.kinds.subscription',
    defaultMessage: 'Monthly fees',
  },
  kindsUnlock: { id: 'billing.kinds.unlock', defaultMessage: 'Unlocks' },
});

/** The name of each kind of charge as a total ("Unlocks"), for the spending meter and the history filter. */
export const PAYMENT_KIND_TOTALS: Readonly<Record<PaymentKind, Message>> = {
  checkout: accountMessages.kindsCheckout,
  subscription: accountMessages.kindsSubscription,
  unlock: accountMessages.kindsUnlock,
};
