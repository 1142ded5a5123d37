import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/Spinner';
import type { AppEnv } from '../../env';
import type {
  CardFieldsProps,
  PaymentProvider,
  PaymentProviderKind,
  PaymentScopeProps,
} from './paymentProvider';
import { commonMessages } from '../../i18n/common.messages';

const PaymentProviderContext = createContext<PaymentProvider | null>(null);

/** Shown while a payment provider's code loads (the first payment form of the session). */
function ProviderLoading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
}

/**
 * A payment provider whose implementation is its own chunk, fetched when its first payment
 * form mounts (`load`), so that neither the demo provider nor Stripe's sit in the entry
 * chunk, and a production build never loads the demo one. `Scope` suspends (a spinner) until
 * the implementation has arrived; `CardFields` always renders inside the loaded `Scope`.
 */
function lazyPaymentProvider(
  kind: PaymentProviderKind,
  load: () => Promise<PaymentProvider>,
): PaymentProvider {
  let loaded: PaymentProvider | null = null;
  const LoadedScope = lazy(() =>
    load().then((provider) => {
      loaded = provider;
      return { default: provider.Scope };
    }),
  );
  function Scope({ children }: PaymentScopeProps) {
    return (
      <Suspense fallback={<ProviderLoading />}>
        <LoadedScope>{children}</LoadedScope>
      </Suspense>
    );
  }
  function CardFields(props: CardFieldsProps) {
    const Fields: ComponentType<CardFieldsProps> | undefined = loaded?.CardFields;
    return Fields ? <Fields {...props} /> : null;
  }
  return { kind, Scope, CardFields };
}

/** The demo provider (Stripe test-mode behaviour), loaded on first use. */
export const lazyDemoPaymentProvider = /* @__PURE__ */ lazyPaymentProvider('demo', () =>
  // Only a demo-mode build can load it: a production build has not even the chunk.
  __DEMO_BUILD__
    ? import('./demoPaymentProvider').then((m) => m.demoPaymentProvider)
    : Promise.reject(new Error('The demo payment provider is not part of a production build')),
);

/** The Stripe Elements provider, loaded on first use. */
export const lazyStripePaymentProvider = /* @__PURE__ */ lazyPaymentProvider('stripe', () =>
  import('./stripePaymentProvider').then((m) => m.stripePaymentProvider),
);

/** The build's provider: the demo one in a demo-mode build, else Stripe's (decided at build time). */
function buildPaymentProvider(): PaymentProvider {
  return __DEMO_BUILD__ ? lazyDemoPaymentProvider : lazyStripePaymentProvider;
}

/** Props of {@link PaymentProviderProvider}. */
export interface PaymentProviderProviderProps {
  /** The implementation payment screens use; the build's own when omitted ({@link usePaymentProvider}). */
  provider?: PaymentProvider;
  children: ReactNode;
}

/**
 * Injects the payment provider (DESIGN.md: chosen at the edge, screens never know the mode).
 * The app passes {@link paymentProviderFor}`(env)`; stories and tests need nothing.
 */
export function PaymentProviderProvider({ provider, children }: PaymentProviderProviderProps) {
  return (
    <PaymentProviderContext.Provider value={provider ?? buildPaymentProvider()}>
      {children}
    </PaymentProviderContext.Provider>
  );
}

/**
 * The injected payment provider; without one, the build's own (the demo provider in demo mode,
 * Storybook and jest; Stripe in a production build).
 */
export function usePaymentProvider(): PaymentProvider {
  return useContext(PaymentProviderContext) ?? buildPaymentProvider();
}

/**
 * The provider for a runtime (DESIGN.md "Two runtimes"): demo mode (`apiMocking`, the
 * simulated API) pays with the demo provider, production with Stripe — each loaded when the
 * first payment form opens.
 */
export function paymentProviderFor(appEnv: Pick<AppEnv, 'apiMocking'>): PaymentProvider {
  // A production build knows at build time: it has no demo provider, not even a chunk.
  if (!__DEMO_BUILD__) return lazyStripePaymentProvider;
  return appEnv.apiMocking ? lazyDemoPaymentProvider : lazyStripePaymentProvider;
}
