import type { Stripe } from '@stripe/stripe-js';

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Loads Stripe.js and initialises it with `publishableKey`, once per key (memoized). The
 * `@stripe/stripe-js` module is imported dynamically here, so Stripe.js is fetched only when
 * a payment screen opens — never at app start, and never in a bundle's main chunk (importing
 * that module injects the Stripe.js script tag). A failed load is forgotten, so the next
 * payment screen tries again.
 * @returns the Stripe object; `null` when the key is empty; rejects when Stripe.js cannot load.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = import('@stripe/stripe-js')
      .then(({ loadStripe }) => (publishableKey ? loadStripe(publishableKey) : null))
      .catch((error: unknown) => {
        loads.delete(publishableKey);
        throw error;
      });
    loads.set(publishableKey, load);
  }
  return load;
}
