import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StyledButtonBase, type ButtonSize, type ButtonVariant } from '../../components';

export interface ActionLinkProps {
  /** Route of the app to go to, e.g. `/sign-up/checkout?plan=2`. */
  to: string;
  /** `primary` (default) for the one thing to do next, `secondary` otherwise. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/**
 * A link that looks like a button, for the account screen's next steps (SPEC §2 account
 * screen: finish setting up, pay a failed monthly fee, choose a plan). It is a real link
 * (`<a href>`), so it opens in a new tab and reads as navigation.
 */
export function ActionLink({ to, variant = 'primary', size = 'md', children }: ActionLinkProps) {
  return (
    <StyledButtonBase as={Link} to={to} $variant={variant} $size={size}>
      {children}
    </StyledButtonBase>
  );
}
