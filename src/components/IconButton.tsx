import type { ComponentPropsWithRef, ReactNode } from 'react';
import { touchTargetStyles } from '../theme/touch';
import styled from 'styled-components';
import { StyledButtonBase, type ButtonSize, type ButtonVariant } from './Button';
import { Spinner } from './Spinner';

const StyledIconButton = styled(StyledButtonBase)`
  padding: 0;
  width: ${({ $size }) => ($size === 'sm' ? 32 : 40)}px;
  min-width: ${({ $size }) => ($size === 'sm' ? 32 : 40)}px;
  ${touchTargetStyles}
`;

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** Accessible name (becomes `aria-label` and the tooltip `title`); required because there is no visible text. */
  label: string;
  /** The icon, usually `<Icon name="…" />`. */
  icon: ReactNode;
  /** Default `ghost`. */
  variant?: ButtonVariant;
  /** `sm` 32×32 px, `md` 40×40 px (default). */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy`, disables. */
  loading?: boolean;
}

/** Square icon-only button (close, clear, theme toggle, toolbar actions). */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      $variant={variant}
      $size={size}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
    </StyledIconButton>
  );
}
