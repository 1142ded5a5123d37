import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Subscription } from '../../contract/types';
import { isOverdue, PAY_OVERDUE, PAY_PARAM } from './overduePayment';

/** What {@link useOverduePayment} returns. */
export interface OverduePayment {
  /** The "Pay the overdue month" dialog is shown. */
  open: boolean;
  /** Opens it (the past_due banner's "Update card and pay"). */
  show: () => void;
  /** Closes it (Not now, ×, Escape, or paid). */
  close: () => void;
}

/**
 * Whether the account page shows "Pay the overdue month" (`OverduePaymentDialog`, issue #30
 * point 11) for `subscription` (`getCurrentSubscription`: `undefined` while it loads): opened by
 * the past_due banner ({@link OverduePayment.show}), or by arriving with `?pay=overdue`
 * (`OVERDUE_PAYMENT_PATH`, where the route guard sends a past-due employer from the job
 * openings, the inbox, the chats and the sign-up steps) — the request is read the moment the
 * parameter appears, so the billing history's URL filters may drop it at once, and it waits for
 * the subscription. Shown only while the subscription is `past_due`: an answer that says
 * otherwise (paid meanwhile, in another tab) forgets the request, and the payment's success
 * closes it.
 */
export function useOverduePayment(subscription: Subscription | null | undefined): OverduePayment {
  const [params] = useSearchParams();
  const asked = params.get(PAY_PARAM) === PAY_OVERDUE;
  const [askedBefore, setAskedBefore] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Derived from the URL during render (React's "state from props" pattern): the parameter
  // may be gone by the time an effect would read it.
  if (asked !== askedBefore) {
    setAskedBefore(asked);
    if (asked) setWanted(true);
  }
  const overdue = isOverdue(subscription);
  if (wanted && subscription !== undefined && !overdue) setWanted(false);
  return {
    open: wanted && overdue,
    show: () => setWanted(true),
    close: () => setWanted(false),
  };
}
