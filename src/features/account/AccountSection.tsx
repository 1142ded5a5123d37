import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../components';

const StyledDescription = styled.p`
  margin: -${({ theme }) => theme.space.xs}px 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AccountSectionProps {
  /** Heading (h2) of the section; also its accessible name. */
  title: ReactNode;
  /** One line under the heading. */
  description?: ReactNode;
  /** Buttons at the right of the heading (e.g. "Edit"). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One section of /account-details (SPEC §2 account screen: general information, security,
 * company information, current plan): a `Card` rendered as a `<section>` named by its h2.
 */
export function AccountSection({ title, description, actions, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      title={<span id={headingId}>{title}</span>}
      actions={actions}
    >
      {description && <StyledDescription>{description}</StyledDescription>}
      {children}
    </Card>
  );
}
