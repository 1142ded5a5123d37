import { useIntl } from 'react-intl';
import { ToastContainer } from 'react-toastify';
import { createGlobalStyle, useTheme } from 'styled-components';
import type { ThemeMode } from '../theme/themes';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

/** Toast lifetime in ms (SPEC §9: 3500 ms, closable). */
export const TOAST_AUTO_CLOSE_MS = 3500;

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
`;

export interface ToastHostProps {
  /** Light or dark toasts; default the mode of the styled-components theme. */
  mode?: ThemeMode;
}

/**
 * The single react-toastify container of the app (SPEC §9: toasts live 3500 ms and
 * are closable; SPEC §8 notifications). Top-right, newest on top, themed from the
 * design tokens, with a translated close button. Render once near the root; show
 * toasts with `toast.success(<ToastContent … />)` etc.
 */
export function ToastHost({ mode }: ToastHostProps) {
  const theme = useTheme();
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'components.toast.close' });
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
