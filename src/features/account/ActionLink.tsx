import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButtonBase, type ButtonSize, type ButtonVariant } from '../../components';

/** A button's look; long labels wrap (Spanish at 375 px) instead of overflowing. */
const StyledActionLink = styled(StyledButtonBase)`
  white-space: normal;
  text-align: center;
  padding-top: ${({ theme }) => theme.space.xs}px;
  padding-bottom: ${({ theme }) => theme.space.xs}px;
`;

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
    <StyledActionLink as={Link} to={to} $variant={variant} $size={size}>
      {children}
    </StyledActionLink>
  );
}
