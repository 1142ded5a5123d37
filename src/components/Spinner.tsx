import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { componentsMessages } from './components.messages';

/** Spinner diameters in px. */
const SPINNER_SIZES = { sm: 16, md: 24, lg: 48 } as const;
type SpinnerSize = keyof typeof SPINNER_SIZES;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinnerWrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const StyledSpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} ${({ theme }) => theme.motion.spin} linear infinite;
`;

export interface SpinnerProps {
  /** `sm` 16 px, `md` 24 px (default), `lg` 48 px. */
  size?: SpinnerSize;
  /** Text announced to screen readers; default "Loading…" (translated). */
  label?: string;
  /**
   * When `true` the spinner is hidden from assistive technology (use inside a control
   * that already reports `aria-busy`, like `Button loading`).
   */
  decorative?: boolean;
  className?: string;
}

/**
 * Rotating ring that shows work in progress (SPEC §2 loading overlay, button loading).
 * Uses `currentColor`; the rotation is switched off under `html.no-motion`.
 */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(componentsMessages.spinnerLabel);
  if (decorative) {
    return (
      <StyledSpinnerWrapper className={className} aria-hidden="true">
        <StyledSpinnerRing $size={SPINNER_SIZES[size]} />
      </StyledSpinnerWrapper>
    );
  }
  return (
    <StyledSpinnerWrapper className={className} role="status">
      <StyledSpinnerRing $size={SPINNER_SIZES[size]} aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </StyledSpinnerWrapper>
  );
}
