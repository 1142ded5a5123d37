import type { Subscription } from '../../contract/types';

/*
 * Paying a past-due plan in the account area (issue #30 point 11): a `past_due` subscription
 * (contract Subscription.status: a monthly charge failed; no paid actions meanwhile) is paid on
 * /account-details, in the "Pay the overdue month" dialog, not in the sign-up wizard. The pages
 * that need a plan in good standing (job openings, their chats, the inbox) and the sign-up
 * steps lead a past-due employer there with the dialog open ({@link OVERDUE_PAYMENT_PATH}).
 */

/** Query parameter of /account-details that asks for a payment dialog. */
export const PAY_PARAM = 'pay';

/** {@link PAY_PARAM}'s value that opens the payment of the overdue month. */
export const PAY_OVERDUE = 'overdue';

/**
 * /account-details with the payment of the overdue month open: where the route guard sends a
 * past-due employer (src/app/routeTable.ts `decideSignUpStep`). The account page reads the
 * parameter when it arrives; the billing history's URL filters then drop it from the address.
 */
export const OVERDUE_PAYMENT_PATH = `/account-details?${PAY_PARAM}=${PAY_OVERDUE}`;

/** `true` when `subscription` is `past_due`: a monthly fee is overdue. */
export function isOverdue(subscription: Pick<Subscription, 'status'> | null | undefined): boolean {
  return subscription?.status === 'past_due';
}

/**
 * The start of the month whose fee is overdue (ISO 8601 instant): a `past_due` subscription's
 * `current_period_end`, the end of the last period paid, which is the billing day whose charge
 * failed. The dialog names the month by it ("June 2025", in UTC, as the charge's description
 * in the billing history does).
 */
export function overdueMonthStart(subscription: Pick<Subscription, 'current_period_end'>): string {
  return subscription.current_period_end;
}
