import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { env } from '../env';
import {
  paymentProviderFor,
  PaymentProviderProvider,
} from '../features/billing/PaymentProviderContext';
import { I18nProvider } from '../i18n/I18nProvider';
import type { AppStore } from './store';
import { useAppSelector } from '../store/hooks';
import { applyDocumentLanguage } from '../store/languageSlice';
import { applyThemeClass } from '../store/themeSlice';
import { GlobalStyle } from '../theme/GlobalStyle';
import { themes } from '../theme/themes';
import { afterFirstContentfulPaint } from './firstPaint';

/** The toasts' module (src/app/Toasts.tsx): its own chunk, with react-toastify. */
type ToastsComponent = (typeof import('./Toasts'))['Toasts'];

/**
 * The toasts and the bridge that shows the store's notifications in them (src/app/Toasts.tsx),
 * one chunk with react-toastify, loaded once `toastsAfter` resolves (by default
 * {@link afterFirstContentfulPaint}; the app waits for its first screen and its first
 * notification): neither its chunk nor its stylesheet is then a request ahead of that paint
 * (issue #7 point 4), nor JavaScript of the entry (issue #20 point 6). Notifications raised
 * before it has mounted wait in the notifier's queue (src/store/notifier.ts) and show once it
 * has. Rendered once its chunk is here, not through `React.lazy`: a Suspense boundary would
 * hold the first toast back (React reveals suspended content at most every 300 ms of the
 * page's clock).
 */
function ConnectedTheme({
  children,
  toastsAfter,
}: {
  children: ReactNode;
  toastsAfter: () => Promise<void>;
}) {
  const mode = useAppSelector((state) => state.theme.mode);
  useEffect(() => applyThemeClass(mode), [mode]);
  const [Toasts, setToasts] = useState<{ component: ToastsComponent } | null>(null);
  useEffect(() => {
    let mounted = true;
    void toastsAfter()
      .then(() => import('./Toasts'))
      .then((module) => mounted && setToasts({ component: module.Toasts }))
      // The chunk could not load (a network failure): the notifications stay queued.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [toastsAfter]);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
      {Toasts && <Toasts.component mode={mode} />}
    </ThemeProvider>
  );
}

function ConnectedIntl({ children, timeZone }: { children: ReactNode; timeZone?: string }) {
  const lang = useAppSelector((state) => state.language.lang);
  useEffect(() => applyDocumentLanguage(lang), [lang]);
  return (
    <I18nProvider language={lang} timeZone={timeZone}>
      {children}
    </I18nProvider>
  );
}

export interface AppProvidersProps {
  store: AppStore;
  /** Pin the time zone of formatted dates (stories, tests); the browser's by default. */
  timeZone?: string;
  /**
   * Resolves when the toasts' chunk may load ({@link Toasts}); default
   * {@link afterFirstContentfulPaint}. The app passes `afterFirstScreenPaint`: on a page that
   * starts logged in, the chunk then leaves after the screen, not beside its API calls.
   */
  toastsAfter?: () => Promise<void>;
  children: ReactNode;
}

/**
 * Store, translations (language from the store, SPEC §9), theme (mode from the store,
 * reapplied to the root element on load, SPEC §4), global style, toasts, the
 * notification bridge and the payment provider (demo in demo mode, Stripe in production).
 * Used by the app and by screen stories.
 */
export function AppProviders({
  store,
  timeZone,
  toastsAfter = afterFirstContentfulPaint,
  children,
}: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConnectedIntl timeZone={timeZone}>
        <ConnectedTheme toastsAfter={toastsAfter}>
          <PaymentProviderProvider provider={paymentProviderFor(env)}>
            {children}
          </PaymentProviderProvider>
        </ConnectedTheme>
      </ConnectedIntl>
    </Provider>
  );
}
