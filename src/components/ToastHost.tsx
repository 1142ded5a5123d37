import { useEffect, useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { ToastContainer, type ToastTransitionProps } from 'react-toastify/unstyled';
// The stylesheet as a file (not a <style> tag injected at run time, which a strict CSP refuses).
import 'react-toastify/ReactToastify.css';
import { createGlobalStyle, useTheme } from 'styled-components';
import type { ThemeMode } from '../theme/themes';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  toastClose: { id: 'components.toast.close', defaultMessage: 'Close notification' },
  toastRegion: {
    id: 'components.toast.region',
    defaultMessage: 'Notifications Alt+T',
  },
});

/** Toast lifetime in ms (SPEC §9: 3500 ms, closable). */
const TOAST_AUTO_CLOSE_MS = 3500;

/** The height of the app's top bar (`AppShell`, `AuthShell`), which toasts stay below. */
const TOP_BAR_HEIGHT_PX = 60;

const StyledToastTheme = createGlobalStyle`
  :root {
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
    --toastify-color-light: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-color-info: ${({ theme }) => theme.colors.info};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-warning: ${({ theme }) => theme.colors.warning};
    --toastify-color-error: ${({ theme }) => theme.colors.danger};
    --toastify-color-progress-light: ${({ theme }) => theme.colors.primary};
    --toastify-color-progress-dark: ${({ theme }) => theme.colors.primary};
    --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md}px;
    --toastify-toast-shadow: ${({ theme }) => theme.shadowLg};
  }
  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
    align-items: flex-start;
  }
  .Toastify__toast-icon {
    flex-shrink: 0;
  }
  /* Never over the header's controls (language, Log out) nor a page's main action (issue #19
     point 11): below the 60 px top bar on wider screens, at the bottom on phones. */
  .Toastify .Toastify__toast-container--top-right {
    top: calc(${TOP_BAR_HEIGHT_PX}px + ${({ theme }) => theme.space.sm}px + env(safe-area-inset-top));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    .Toastify .Toastify__toast-container--top-right {
      top: auto;
      bottom: env(safe-area-inset-bottom);
      right: 0;
      left: 0;
      width: 100vw;
      padding: ${({ theme }) => theme.space.sm}px;
    }
  }
`;

/**
 * Transition without CSS animation, used under `html.no-motion` (stories, visual tests):
 * react-toastify's own transitions wait for `animationend`, which never fires when
 * animations are off, so a closed toast would never leave the screen.
 */
function StaticTransition({ children, isIn, done, playToast }: ToastTransitionProps) {
  // Start the toast once on mount and finish it once when it leaves, like react-toastify's
  // own default transition; the callbacks change identity on every render.
  useLayoutEffect(() => {
    playToast();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!isIn) done();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isIn]);
  return <>{children}</>;
}

function motionDisabled(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.classList.contains('no-motion')
  );
}

export interface ToastHostProps {
  /** Light or dark toasts; default the mode of the styled-components theme. */
  mode?: ThemeMode;
}

/**
 * The single react-toastify container of the app (SPEC §9: toasts live 3500 ms and
 * are closable; SPEC §8 notifications). Top-right under the top bar, at the bottom on
 * phones (issue #19 point 11: never over the header or a page's main action), newest on top, themed from the
 * design tokens, with a translated close button. Render once near the root; show
 * toasts with `toast.success(<ToastContent … />)` etc. Under `html.no-motion` toasts
 * appear and leave without animation and do not auto-close (the lifetime runs on a CSS
 * animation), which keeps screenshots stable.
 */
export function ToastHost({ mode }: ToastHostProps) {
  const theme = useTheme();
  const intl = useIntl();
  const closeLabel = intl.formatMessage(messages.toastClose);
  return (
    <>
      <StyledToastTheme />
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        closeOnClick={false}
        newestOnTop
        pauseOnFocusLoss
        pauseOnHover
        draggable={false}
        theme={mode ?? theme.mode}
        transition={motionDisabled() ? StaticTransition : undefined}
        aria-label={intl.formatMessage(messages.toastRegion)}
        closeButton={({ closeToast }) => (
          <IconButton
            size="sm"
            label={closeLabel}
            icon={<Icon name="close" size={16} />}
            onClick={(event) => {
              event.stopPropagation();
              closeToast(true);
            }}
          />
        )}
      />
    </>
  );
}
