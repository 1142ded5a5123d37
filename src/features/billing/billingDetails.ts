/**
 * The billing details of a card payment (SPEC §3 billing labels, §5): the values the form
 * holds, their limits and rules, and the PaymentMethod `billing_details` made from them.
 */
import type { City, State } from '../../contract/types';
import { labelOf, validationMessage, Yup } from '../../i18n/yup';
import type { BillingDetails } from './paymentProvider';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  attributeAddress: {
    id: 'billing.attribute.address',
    defaultMessage: 'billing address',
  },
  attributeCardholderName: {
    id: 'billing.attribute.cardholderName',
    defaultMessage: 'cardholder name',
  },
  attributeCity: { id: 'billing.attribute.city', defaultMessage: 'city' },
  attributeState: { id: 'billing.attribute.state', defaultMessage: 'state' },
  attributeZip: { id: 'billing.attribute.zip', defaultMessage: 'zip code' },
  validationZip: {
    id: 'billing.validation.zip',
    defaultMessage: 'The zip code must have 5 digits (or 5 + 4, like 77002-1234).',
  },
});

/** Billing details as the form holds them (state and city are catalog records). */
export interface BillingFormValues {
  name: string;
  line1: string;
  postal_code: string;
  state: State | null;
  city: City | null;
}

/** US zip code: 5 digits, optionally "-" and 4 more. */
const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** Limits of the billing fields (Stripe's billing_details accept up to 255 characters). */
const BILLING_LIMITS = { nameMax: 120, line1Max: 200 } as const;

/** The PaymentMethod's `billing_details` from the form's values (country: United States). */
export function billingDetailsOf(values: BillingFormValues): BillingDetails {
  return {
    name: values.name.trim(),
    address: {
      line1: values.line1.trim(),
      postal_code: values.postal_code.trim(),
      state: values.state?.code ?? '',
      city: values.city?.name ?? '',
      country: 'US',
    },
  };
}

/**
 * Rules of the billing details (SPEC §3 billing labels, §5), messages from the app's Yup
 * locale; the zip code has its own message (`billing.validation.zip`).
 */
export const billingSchema = Yup.object({
  name: Yup.string()
    .label(labelOf(texts.attributeCardholderName))
    .trim()
    .required()
    .max(BILLING_LIMITS.nameMax),
  line1: Yup.string()
    .label(labelOf(texts.attributeAddress))
    .trim()
    .required()
    .max(BILLING_LIMITS.line1Max),
  postal_code: Yup.string()
    .label(labelOf(texts.attributeZip))
    .trim()
    .required()
    .matches(ZIP_CODE_PATTERN, { message: validationMessage(texts.validationZip) }),
  state: Yup.object().label(labelOf(texts.attributeState)).nullable().required(),
  city: Yup.object().label(labelOf(texts.attributeCity)).nullable().required(),
});
