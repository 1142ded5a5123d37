import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ToastContainer, type ToastTransitionProps } from 'react-toastify/unstyled';
// The stylesheet as a file (not a <style> tag injected at run time, which a strict CSP refuses).
import 'react-toastify/ReactToastify.css';
import styled, { createGlobalStyle, useTheme } from 'styled-components';
import type { ThemeMode } from '../theme/themes';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { TOAST_LANE_PROPERTY, toastLane } from './toastLane';
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

/** Room left between the toasts and what keeps clear of them ({@link TOAST_LANE_PROPERTY}), in px. */
const TOAST_LANE_GAP_PX = 8;

const StyledToastTheme = createGlobalStyle`
  /* html:root outranks react-toastify's own :root defaults whichever style sheet comes last
     (its CSS arrives with the toasts' chunk, after this one: the dark theme's toasts were
     white with pale text). */
  html:root {
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
  /* What is scrolled into view (a focused control) stops above the toasts. */
  html {
    scroll-padding-bottom: ${toastLane};
  }
  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
    align-items: flex-start;
  }
  .Toastify__toast-icon {
    flex-shrink: 0;
  }
  /* Bottom-left, where no layout of the app keeps a control (issue #30 point 7; ToastHost's
     TSDoc has the rule): each toast 16 px from the left and bottom edges (its own margin). */
  .Toastify .Toastify__toast-container--bottom-left {
    bottom: env(safe-area-inset-bottom, 0px);
    left: max(${({ theme }) => theme.space.lg}px, env(safe-area-inset-left, 0px));
    max-width: calc(100vw - ${({ theme }) => 2 * theme.space.lg}px);
  }
  /* Phones: the whole width at the bottom. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    .Toastify .Toastify__toast-container--bottom-left {
      bottom: env(safe-area-inset-bottom, 0px);
      right: 0;
      left: 0;
      width: 100vw;
      max-width: none;
      padding: ${({ theme }) => theme.space.sm}px;
    }
    .Toastify .Toastify__toast-container--bottom-left .Toastify__toast {
      --toastify-toast-width: 100%;
      margin-bottom: ${({ theme }) => theme.space.sm}px;
    }
  }
  /* The page's reduced-motion rule shortens every animation to 0.001 ms — the progress bar's
     too, and its end closes the toast: it would vanish at once. Its animation times the toast,
     so it keeps its length, unseen. */
  @media (prefers-reduced-motion: reduce) {
    .Toastify .Toastify__progress-bar--animated {
      animation-duration: ${TOAST_AUTO_CLOSE_MS}ms !important;
      visibility: hidden;
    }
  }
`;

/** Holds the container, for measuring the lane; no box of its own. */
const StyledHost = styled.div`
  display: contents;
`;

/**
 * Publishes the toasts' lane ({@link TOAST_LANE_PROPERTY} on `<html>`): the height from the top
 * of the toasts in `host` to the bottom of the screen, plus {@link TOAST_LANE_GAP_PX}; removed
 * while no toast shows. Follows toasts shown and closed, their size, and the window's. The
 * focused control, when the lane covers it, is scrolled clear of it (issue #30 point 7).
 */
function useToastLane(host: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = document.documentElement;
    let observed: Element | null = null;
    const resizes =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    function measure() {
      const container = element?.querySelector('.Toastify__toast-container') ?? null;
      if (container !== observed) {
        if (observed) resizes?.unobserve(observed);
        if (container) resizes?.observe(container);
        observed = container;
      }
      if (!container?.querySelector('.Toastify__toast')) {
        root.style.removeProperty(TOAST_LANE_PROPERTY);
        return;
      }
      const lane = Math.max(0, window.innerHeight - container.getBoundingClientRect().top);
      root.style.setProperty(TOAST_LANE_PROPERTY, `${Math.ceil(lane) + TOAST_LANE_GAP_PX}px`);
      // A toast that opens over the focused control (a dialog's footer on a phone, the
      // composer) moves it clear: scrolled into view, it stops above the lane (the scroll
      // padding of <html> and of a dialog's backdrop is the lane).
      const focused = document.activeElement;
      if (
        focused instanceof HTMLElement &&
        focused !== document.body &&
        !container.contains(focused) &&
        focused.getBoundingClientRect().bottom > window.innerHeight - lane
      ) {
        focused.scrollIntoView?.({ block: 'nearest' });
      }
    }
    const mutations = new MutationObserver(measure);
    mutations.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(TOAST_LANE_PROPERTY);
    };
  }, [host]);
}

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

/**
 * Toasts hold still: no motion (`html.no-motion`, stories and visual tests), where toasts
 * neither animate nor close on their own — a countdown of the app's own (a notification's
 * `durationMs`, src/app/Toasts.tsx) does not run either.
 */
export function toastsHoldStill(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.classList.contains('no-motion')
  );
}

export interface ToastHostProps {
  /** Light or dark toasts; default the mode of the styled-components theme. */
  mode?: ThemeMode;
}

/**
 * The single react-toastify container of the app (SPEC §9: toasts live 3500 ms and are
 * closable; SPEC §8 notifications), themed from the design tokens, with a translated close
 * button. Render once near the root; show toasts with `toast.success(<ToastContent … />)` etc.
 *
 * **Where toasts sit** (issue #30 point 7: top-right, they covered a dialog's ×, the header's
 * buttons, a phone dialog's footer and the chat header's Undo/Hire/Reject at 1280 px): at the
 * bottom-left, 320 px wide, 16 px from the edges; on phones (≤ 640 px, `breakpoints.sm`) across
 * the bottom. The rule: no control stays under a toast, at any width.
 * - Nothing the app pins to the screen is at the bottom-left: the top bar, page headers'
 *   actions, the chat header's actions and a dialog's × are at the top; the composer of the
 *   two-pane chats screen (over 900 px) starts right of the 360 px list pane, 384 px or more
 *   from the left edge, and the toasts end at 336 px.
 * - What ends at the bottom of the screen and holds controls keeps room for the toasts — the
 *   toasts' lane ({@link TOAST_LANE_PROPERTY}, published here while a toast shows: their height
 *   from the bottom edge plus 8 px; `toastLane` in CSS): the page's end (AppShell, AuthShell:
 *   its last controls scroll clear), the chat list pane (rows and pagination end above the
 *   lane; the toasts sit over its bottom), the phone and tablet chat view (≤ 900 px: the
 *   composer rises above the lane), a dialog's scroll (Modal: its footer scrolls clear, and
 *   the candidates checkout's sticky bar rises above the lane) and the browser's scrolling of
 *   a focused control into view (`scroll-padding-bottom`). A new screen with a control pinned
 *   to the bottom edge, or a list pane at the bottom-left, keeps the lane the same way.
 * - Toasts are above every layer (`zIndices.toast`: dialogs, the phone's chat view).
 * What the lane cannot do: a dialog that ends, at rest, within the lane's height of the bottom
 * edge has its footer under the toast until it is scrolled (the dialog now scrolls that far).
 *
 * **Pausing**: no pause on a resting pointer (`pauseOnHover` off — a toast that opened under
 * the pointer that caused it counted down only once that pointer left); each toast reports the
 * pointer moved onto it or the focus in it (`ToastContent`'s `onAttentionChange`), which the
 * app's bridge (src/app/Toasts.tsx) turns into a pause. Newest on top: a new toast never moves
 * the ones already shown. Under `html.no-motion` toasts appear and leave without animation and
 * do not auto-close (the lifetime runs on a CSS animation, and {@link toastsHoldStill}), which
 * keeps screenshots stable.
 */
export function ToastHost({ mode }: ToastHostProps) {
  const theme = useTheme();
  const intl = useIntl();
  const closeLabel = intl.formatMessage(messages.toastClose);
  const host = useRef<HTMLDivElement>(null);
  useToastLane(host);
  return (
    <StyledHost ref={host}>
      <StyledToastTheme />
      <ToastContainer
        position="bottom-left"
        autoClose={TOAST_AUTO_CLOSE_MS}
        closeOnClick={false}
        newestOnTop
        pauseOnFocusLoss
        pauseOnHover={false}
        draggable={false}
        theme={mode ?? theme.mode}
        transition={toastsHoldStill() ? StaticTransition : undefined}
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
    </StyledHost>
  );
}
