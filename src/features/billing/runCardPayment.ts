import type { PaidRequest } from '../../api/chatsApi';
import { asNormalizedError, type NormalizedError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { paymentErrorFromDetail, type PaymentProviderError } from './paymentErrors';
import type { BillingDetails, CardSession } from './paymentProvider';

/** One payment attempt: its Idempotency-Key and the PaymentMethod it charges. */
export interface PaymentAttempt {
  idempotencyKey: string;
  /** The new card's PaymentMethod; `undefined` = the card on file (none is sent). */
  paymentMethodId?: string;
  /** What was paid for with what (see {@link RunCardPaymentOptions.fingerprint}). */
  fingerprint: string;
}

/** Why a payment did not go through. */
export type PaymentFailure =
  /** The provider said no: Stripe.js, or the API's 402 `payment_error` (SPEC §8 error kinds). */
  | { kind: 'payment'; error: PaymentProviderError }
  /** The API failed otherwise (409, 422, 429, 5xx, network): its normalised error (SPEC §8). */
  | { kind: 'server'; error: NormalizedError };

/** The end of {@link runCardPayment}. */
export type CardPaymentOutcome<T> =
  | { status: 'succeeded'; result: T; attempt: PaymentAttempt }
  | {
      status: 'failed';
      failure: PaymentFailure;
      /**
       * Set when the outcome is unknown (network failure or 5xx: the charge may have gone
       * through). Pass it back as `unsettled` so that a retry repeats the same request with
       * the same key and the server answers with the first result instead of charging again.
       */
      unsettled?: PaymentAttempt;
    };

/** Options of {@link runCardPayment}. */
export interface RunCardPaymentOptions<T> {
  /** The card form's session (provider.Scope). */
  session: Pick<CardSession, 'createPaymentMethod' | 'confirmCardPayment'>;
  /**
   * The cardholder's billing details, for the PaymentMethod of a new card. Omitted: pay with
   * the card on file (issue #19 point 3) — no PaymentMethod is created and the request goes
   * without `paymentMethodId`, which the operation takes as the employer's default card.
   */
  billing?: BillingDetails;
  /**
   * Sends the paid API request (checkout, unlock, subscribe) with the attempt's key and card;
   * resolves with its result, rejects with a {@link NormalizedError} (402: `paymentError`).
   */
  send: (request: PaidRequest) => Promise<T>;
  /**
   * Identifies what is paid for and with what (e.g. the request body without the card, the
   * billing details and the card fields' revision); an `unsettled` attempt is reused only
   * while it is unchanged.
   */
  fingerprint: string;
  /** An earlier attempt whose outcome is unknown (see {@link CardPaymentOutcome}). */
  unsettled?: PaymentAttempt | null;
  /** Key generator (default `newIdempotencyKey`, a UUID v4). */
  newKey?: () => string;
  /** Called when the bank asks for 3-D Secure, before the provider's confirmation step. */
  onAuthenticating?: () => void;
  /** 3-D Secure confirmations allowed in one attempt (default 2). */
  maxConfirmations?: number;
}

/**
 * One card payment attempt (contract "Payments"; SPEC §7 "Card payment", §8 payment errors):
 * 1. the provider creates a PaymentMethod from the card fields and `billing` (its errors are
 *    final: nothing was sent) — skipped without `billing`: the card on file is charged, no
 *    `paymentMethodId` is sent (issue #19 point 3);
 * 2. a NEW Idempotency-Key is generated for this attempt and the request is sent with it;
 * 3. a 402 with `payment_error.requires_action` is confirmed with the provider
 *    (`confirmCardPayment(client_secret)`) and the SAME request is repeated with the SAME
 *    key, which the server takes as the confirmation;
 * 4. any other 402 is a final decline for this key (a new attempt gets a new key).
 * When the outcome is unknown (network, 5xx) the attempt comes back as `unsettled` and is
 * reused as is by the next call with the same fingerprint, so a retry never charges twice.
 * Never throws.
 */
export async function runCardPayment<T>({
  session,
  billing,
  send,
  fingerprint,
  unsettled,
  newKey = newIdempotencyKey,
  onAuthenticating,
  maxConfirmations = 2,
}: RunCardPaymentOptions<T>): Promise<CardPaymentOutcome<T>> {
  let attempt: PaymentAttempt;
  if (unsettled && unsettled.fingerprint === fingerprint) {
    attempt = unsettled;
  } else if (!billing) {
    attempt = { idempotencyKey: newKey(), fingerprint };
  } else {
    const created = await session.createPaymentMethod(billing);
    if (created.error)
      return { status: 'failed', failure: { kind: 'payment', error: created.error } };
    attempt = { idempotencyKey: newKey(), paymentMethodId: created.paymentMethodId, fingerprint };
  }
  let confirmations = 0;
  for (;;) {
    try {
      const result = await send(
        attempt.paymentMethodId === undefined
          ? { idempotencyKey: attempt.idempotencyKey }
          : { idempotencyKey: attempt.idempotencyKey, paymentMethodId: attempt.paymentMethodId },
      );
      return { status: 'succeeded', result, attempt };
    } catch (thrown) {
      const error = asNormalizedError(thrown);
      const detail = error.status === 402 ? error.paymentError : undefined;
      if (detail?.requires_action && detail.client_secret && confirmations < maxConfirmations) {
        confirmations += 1;
        onAuthenticating?.();
        const confirmed = await session.confirmCardPayment(detail.client_secret);
        if (confirmed.error)
          return { status: 'failed', failure: { kind: 'payment', error: confirmed.error } };
        continue;
      }
      if (detail)
        return {
          status: 'failed',
          failure: { kind: 'payment', error: paymentErrorFromDetail(detail) },
        };
      const unknownOutcome = error.status === 0 || error.status >= 500;
      return {
        status: 'failed',
        failure: { kind: 'server', error },
        ...(unknownOutcome ? { unsettled: attempt } : {}),
      };
    }
  }
}
