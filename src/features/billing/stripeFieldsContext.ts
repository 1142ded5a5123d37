/**
 * What the Stripe scope (StripeElements.tsx) tells the Stripe card fields (StripeCardFields.tsx):
 * whether Stripe.js failed to load, the errors to show under each field, and the handlers the
 * Elements' change and blur events go to.
 */
import type {
  StripeCardCvcElementChangeEvent,
  StripeCardExpiryElementChangeEvent,
  StripeCardNumberElementChangeEvent,
} from '@stripe/stripe-js';
import { createContext } from 'react';
import type { CardField } from './cardValidation';

/** A change event of any of the three card Elements. */
export type ElementChange =
  | StripeCardNumberElementChangeEvent
  | StripeCardExpiryElementChangeEvent
  | StripeCardCvcElementChangeEvent;

/** What the card fields read from the Stripe scope. */
export interface StripeFieldsState {
  loadFailed: boolean;
  /** Errors shown under the fields: a Stripe error code and its message. */
  shown: Partial<Record<CardField, { code: string; message?: string }>>;
  onChange: (field: CardField, event: ElementChange) => void;
  onBlur: (field: CardField) => void;
}

/** The Stripe scope's state for its card fields; `null` outside a scope. */
export const StripeFieldsContext = createContext<StripeFieldsState | null>(null);
