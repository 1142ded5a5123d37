import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xxxl}px ${theme.space.xl}px`};
  text-align: center;
`;

const StyledIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  margin: 0;
  max-width: 480px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
`;

export interface EmptyStateProps {
  /** Illustration; default an inbox icon. Pass `null` for none. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a `Button`, e.g. "Create job opening". */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * Placeholder for an empty list or panel (SPEC §2: no job openings yet, no chats,
 * no candidates available now).
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  return (
    <StyledEmpty>
      {icon !== null && <StyledIcon>{icon ?? <Icon name="inbox" size={28} />}</StyledIcon>}
      <StyledTitle as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmpty>
  );
}
