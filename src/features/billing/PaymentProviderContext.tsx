import { createContext, useContext, type ReactNode } from 'react';
import type { AppEnv } from '../../env';
import { demoPaymentProvider } from './demoPaymentProvider';
import type { PaymentProvider } from './paymentProvider';
import { stripePaymentProvider } from './stripePaymentProvider';

const PaymentProviderContext = createContext<PaymentProvider | null>(null);

/** Props of {@link PaymentProviderProvider}. */
export interface PaymentProviderProviderProps {
  /** The implementation payment screens use; the demo provider when omitted. */
  provider?: PaymentProvider;
  children: ReactNode;
}

/**
 * Injects the payment provider (DESIGN.md: chosen at the edge, screens never know the mode).
 * The app passes {@link paymentProviderFor}`(env)`; stories and tests need nothing.
 */
export function PaymentProviderProvider({ provider, children }: PaymentProviderProviderProps) {
  return (
    <PaymentProviderContext.Provider value={provider ?? demoPaymentProvider}>
      {children}
    </PaymentProviderContext.Provider>
  );
}

/** The injected payment provider; the demo provider when none was given. */
export function usePaymentProvider(): PaymentProvider {
  return useContext(PaymentProviderContext) ?? demoPaymentProvider;
}

/**
 * The provider for a runtime (DESIGN.md "Two runtimes"): demo mode (`apiMocking`, the
 * simulated API) pays with the demo provider, production with Stripe.
 */
export function paymentProviderFor(appEnv: Pick<AppEnv, 'apiMocking'>): PaymentProvider {
  return appEnv.apiMocking ? demoPaymentProvider : stripePaymentProvider;
}
