import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify/unstyled';
import { ThemeProvider } from 'styled-components';
import { ToastContent } from '../components/ToastContent';
import { env } from '../env';
import {
  paymentProviderFor,
  PaymentProviderProvider,
} from '../features/billing/PaymentProviderContext';
import { I18nProvider } from '../i18n/I18nProvider';
import type { AppStore } from './store';
import { useAppSelector } from '../store/hooks';
import { applyDocumentLanguage } from '../store/languageSlice';
import { setNotifier, type NotificationText } from '../store/notifier';
import { applyThemeClass } from '../store/themeSlice';
import { GlobalStyle } from '../theme/GlobalStyle';
import { themes } from '../theme/themes';
import { afterFirstContentfulPaint } from './firstPaint';

/** Shows the store's notifications as toasts, translated (SPEC §8, §9: 3500 ms, closable). */
function Notifications() {
  const intl = useIntl();
  useEffect(() => {
    const text = (value: NotificationText | undefined) => {
      if (value === undefined || typeof value === 'string') return value;
      const { values, ...message } = value;
      return intl.formatMessage(message, values);
    };
    setNotifier(
      ({ kind, summary, detail, action, durationMs, id, onClose }) => {
        const content = ({ closeToast }: { closeToast: () => void }) => (
          <ToastContent
            summary={text(summary) ?? ''}
            detail={text(detail) || undefined}
            action={
              action && {
                label: text(action.label) ?? '',
                // The action first: closing runs `onClose`, which must see it done (Undo).
                onAction: () => {
                  action.onAction();
                  closeToast();
                },
              }
            }
          />
        );
        // One toast per distinct text while it is shown: a list that keeps failing on every
        // poll (10 s) does not stack the same error again and again.
        const options = {
          toastId: id ?? `${kind}:${text(summary)}:${text(detail) ?? ''}`,
          ...(durationMs ? { autoClose: durationMs } : {}),
          ...(onClose ? { onClose: () => onClose() } : {}),
        };
        if (kind === 'error') toast.error(content, options);
        else if (kind === 'success') toast.success(content, options);
        else toast.info(content, options);
      },
      (id) => toast.dismiss(id),
    );
    return () => setNotifier(null);
  }, [intl]);
  return null;
}

/**
 * The toast container, loaded once the first screen has painted ({@link afterFirstContentfulPaint}):
 * neither its chunk nor its stylesheet is then a request ahead of the first paint (issue #7
 * point 4). Toasts raised before it has mounted wait in react-toastify's queue and show once it
 * has.
 */
const ToastHost = lazy(() =>
  import('../components/ToastHost').then((module) => ({ default: module.ToastHost })),
);

function ConnectedTheme({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.theme.mode);
  useEffect(() => applyThemeClass(mode), [mode]);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstContentfulPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
      {painted && (
        <Suspense fallback={null}>
          <ToastHost mode={mode} />
        </Suspense>
      )}
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
  children: ReactNode;
}

/**
 * Store, translations (language from the store, SPEC §9), theme (mode from the store,
 * reapplied to the root element on load, SPEC §4), global style, toasts, the
 * notification bridge and the payment provider (demo in demo mode, Stripe in production).
 * Used by the app and by screen stories.
 */
export function AppProviders({ store, timeZone, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConnectedIntl timeZone={timeZone}>
        <ConnectedTheme>
          <Notifications />
          <PaymentProviderProvider provider={paymentProviderFor(env)}>
            {children}
          </PaymentProviderProvider>
        </ConnectedTheme>
      </ConnectedIntl>
    </Provider>
  );
}
