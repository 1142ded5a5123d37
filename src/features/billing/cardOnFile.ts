import type { IntlShape } from 'react-intl';
import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import type { CardSummary } from '../../contract/types';
import { useAppSelector } from '../../store/hooks';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const brandNames = defineMessages({
  amex: { id: 'account.plan.brand.amex', defaultMessage: 'American Express' },
  diners: { id: 'account.plan.brand.diners', defaultMessage: 'Diners Club' },
  discover: { id: 'account.plan.brand.discover', defaultMessage: 'Discover' },
  jcb: { id: 'account.plan.brand.jcb', defaultMessage: 'JCB' },
  mastercard: {
    id: 'account.plan.brand.mastercard',
    defaultMessage: 'Mastercard',
  },
  unionpay: { id: 'account.plan.brand.unionpay', defaultMessage: 'UnionPay' },
  unknown: { id: 'account.plan.brand.unknown', defaultMessage: 'Card' },
  visa: { id: 'account.plan.brand.visa', defaultMessage: 'Visa' },
});

/** The name of each brand of the contract's `CardSummary.brand`. */
const BRAND_NAMES: Readonly<Record<CardSummary['brand'], Message>> = brandNames;

/**
 * The card's brand as people read it ("Visa", "American Express"; `unknown` → "Card" /
 * "Tarjeta"), from the `account.plan.brand.*` messages (contract `CardSummary.brand`).
 * A brand outside the contract's enum is shown as sent.
 */
export function cardBrandName(intl: IntlShape, brand: string): string {
  return Object.hasOwn(BRAND_NAMES, brand)
    ? intl.formatMessage(BRAND_NAMES[brand as CardSummary['brand']])
    : brand;
}

/**
 * The card's expiry as cards print it, `MM/YY` ("04/28" for `exp_month` 4, `exp_year`
 * 2028; contract `CardSummary`). The same in every language.
 */
export function formatCardExpiry(card: Pick<CardSummary, 'exp_month' | 'exp_year'>): string {
  const month = String(card.exp_month).padStart(2, '0');
  const year = String(card.exp_year % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/**
 * The employer's card on file (issue #19 point 3): the current subscription's
 * `payment_method` (contract `getCurrentSubscription`, `CardSummary`), which the paid
 * operations charge when no `payment_method_id` is sent. `null` while the subscription loads,
 * when its request failed, when there is no subscription (204) or no card on it — the callers
 * then ask for a card. The request is the cached one of the route guard and the checkout
 * price (`useCheckoutPrice`), skipped for the same employers (email not verified or company
 * incomplete: the API would answer 403), not refetched on focus.
 */
export function useCardOnFile(): CardSummary | null {
  const user = useAppSelector((state) => state.auth.user);
  const ready = Boolean(user?.email_verified_at && user.company?.is_complete);
  const { data } = useGetCurrentSubscriptionQuery(undefined, {
    skip: !ready,
    refetchOnFocus: false,
  });
  return data?.payment_method ?? null;
}
