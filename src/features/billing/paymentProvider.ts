/**
 * The payment provider port (DESIGN.md "Two runtimes, one code path"; contract "Payments";
 * SPEC §7 "Card payment"). Card data never reaches the product's API: a provider collects
 * the card in its own fields, turns it and the billing details into a PaymentMethod id
 * (`pm_...`) that the paid API operations receive, and confirms 3-D Secure when the API
 * answers 402 with `payment_error.requires_action`.
 *
 * Two implementations, chosen once at the edge (src/app/AppProviders.tsx):
 * - `stripePaymentProvider` (production): Stripe Elements, Stripe.js loaded on demand;
 * - `demoPaymentProvider` (demo mode, Storybook, tests): plain inputs behaving like Stripe
 *   test mode, test card numbers → Stripe's test PaymentMethod ids (see testCards.ts).
 *
 * A screen renders `<provider.Scope>` around its payment form and `<provider.CardFields />`
 * inside it; inside the scope `useCardSession()` gives the {@link CardSession} that creates
 * the PaymentMethod and confirms card actions.
 */
import type { ComponentType, ReactNode } from 'react';
import type { PaymentProviderError } from './paymentErrors';

/** Which implementation a provider is. */
export type PaymentProviderKind = 'stripe' | 'demo';

/**
 * Billing details of the cardholder, sent to the provider as the PaymentMethod's
 * `billing_details` (Stripe's shape; SPEC §3 billing labels: cardholder name, billing
 * address, zip code, state, city). Never sent to the product's API.
 */
export interface BillingDetails {
  /** Cardholder name as on the card. */
  name: string;
  address: {
    /** Street address. */
    line1: string;
    /** Zip code (5 digits, or 5+4). */
    postal_code: string;
    /** Two-letter state code, e.g. `TX`. */
    state: string;
    /** City name. */
    city: string;
    /** ISO 3166-1 alpha-2 country; the product serves the United States. */
    country: string;
  };
}

/** Result of {@link CardSession.createPaymentMethod}: the id, or why there is none. */
export type CreatePaymentMethodResult =
  | { paymentMethodId: string; error?: undefined }
  | { paymentMethodId?: undefined; error: PaymentProviderError };

/** Result of {@link CardSession.confirmCardPayment}: nothing on success, else the error. */
export interface ConfirmCardPaymentResult {
  error?: PaymentProviderError;
}

/**
 * The card form of one payment screen, provided by `provider.Scope` (read it with
 * `useCardSession()`). Methods never throw; failures come back as `error`s of the provider
 * error kinds (see paymentErrors.ts).
 */
export interface CardSession {
  /** `false` while the provider is still loading (Stripe.js); paying waits for `true`. */
  ready: boolean;
  /**
   * Counts the cardholder's edits of the card fields; a retry may reuse an earlier
   * PaymentMethod only while it is unchanged.
   */
  revision: number;
  /**
   * Checks the card fields now, shows their errors on them (as when the cardholder leaves a
   * field) and returns `true` when the card is complete and valid.
   */
  validate(): boolean;
  /**
   * Creates a PaymentMethod from the card fields and `billing` (Stripe:
   * `stripe.createPaymentMethod({ type: 'card', card, billing_details })`).
   */
  createPaymentMethod(billing: BillingDetails): Promise<CreatePaymentMethodResult>;
  /**
   * Lets the cardholder authenticate a payment that needs it (3-D Secure), given the
   * PaymentIntent's `client_secret` from a 402 with `requires_action` (Stripe:
   * `stripe.confirmCardPayment(clientSecret)`). On success the caller repeats the same API
   * request with the same Idempotency-Key.
   */
  confirmCardPayment(clientSecret: string): Promise<ConfirmCardPaymentResult>;
}

/** Props of the provider's card fields (card number, expiration date, CVV). */
export interface CardFieldsProps {
  /** Read-only while a payment is in progress. */
  disabled?: boolean;
}

/** Props of the provider's scope around one payment form. */
export interface PaymentScopeProps {
  children: ReactNode;
}

/** A payment provider implementation (see the module comment). */
export interface PaymentProvider {
  kind: PaymentProviderKind;
  /**
   * Wraps one payment form: loads what the provider needs (Stripe.js and Elements, only
   * when it mounts) and provides the {@link CardSession} to its children.
   */
  Scope: ComponentType<PaymentScopeProps>;
  /** The card number, expiration date and CVV inputs; render inside `Scope`. */
  CardFields: ComponentType<CardFieldsProps>;
}
