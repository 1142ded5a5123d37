import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { touchTargetStyles } from '../theme/touch';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.primaryText};
        border-color: ${c.primary};
        &:hover:not(:disabled),
        &[data-force-state='hover'] {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.text};
        border-color: ${c.borderStrong};
        &:hover:not(:disabled),
        &[data-force-state='hover'] {
          background: ${c.surfaceMuted};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: transparent;
        &:hover:not(:disabled),
        &[data-force-state='hover'] {
          background: ${c.surfaceMuted};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.textInverse};
        border-color: ${c.danger};
        &:hover:not(:disabled),
        &[data-force-state='hover'] {
          filter: brightness(0.92);
        }
      `;
  }
};

/** Shared look of `Button` and `IconButton`. */
export const StyledButtonBase = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? 32 : 40)}px;
  ${touchTargetStyles}
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:focus-visible,
  &[data-force-state='focus'] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Visual weight: `primary` (default, main action), `secondary`, `ghost` (low emphasis), `danger` (destructive). */
  variant?: ButtonVariant;
  /** `sm` 32 px high, `md` 40 px high (default). */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and `aria-disabled`, and ignores activation (no double
   * submits) — without the `disabled` attribute, which would take focus from the button and
   * drop it on the page (issue #30 point 2): focus stays while the work runs.
   */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** Icon before the text (e.g. `<Icon name="plus" />`); hidden while loading. */
  startIcon?: ReactNode;
  /** Icon after the text. */
  endIcon?: ReactNode;
  children: ReactNode;
}

/**
 * The action button of the design system (every SPEC §2 screen). Forwards all native
 * button props (`type` defaults to `"button"`; pass `type="submit"` in forms) and `ref`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButtonBase
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          // Busy: neither the handler nor a form submission (Enter in a field clicks the
          // form's submit button too).
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      <span>{children}</span>
      {!loading && endIcon}
    </StyledButtonBase>
  );
}
