/**
 * The billing details of a card payment (SPEC §3 billing labels, §5): the values the form
 * holds, their limits and rules, and the PaymentMethod `billing_details` made from them.
 */
import type { City, State } from '../../api/types';
import { validationMessage, Yup } from '../../i18n/yup';
import type { BillingDetails } from './paymentProvider';

/** Billing details as the form holds them (state and city are catalog records). */
export interface BillingFormValues {
  name: string;
  line1: string;
  postal_code: string;
  state: State | null;
  city: City | null;
}

/** US zip code: 5 digits, optionally "-" and 4 more. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** Limits of the billing fields (Stripe's billing_details accept up to 255 characters). */
export const BILLING_LIMITS = { nameMax: 120, line1Max: 200 } as const;

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
    .label('billing.attribute.cardholderName')
    .trim()
    .required()
    .max(BILLING_LIMITS.nameMax),
  line1: Yup.string()
    .label('billing.attribute.address')
    .trim()
    .required()
    .max(BILLING_LIMITS.line1Max),
  postal_code: Yup.string()
    .label('billing.attribute.zip')
    .trim()
    .required()
    .matches(ZIP_CODE_PATTERN, { message: validationMessage('billing.validation.zip') }),
  state: Yup.object().label('billing.attribute.state').nullable().required(),
  city: Yup.object().label('billing.attribute.city').nullable().required(),
});
