import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
`;

const StyledText = styled.div`
  min-width: 0;
  flex: 1 1 320px;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export interface PageHeaderProps {
  /** The page title (h1), usually the route title of SPEC §2 (e.g. "Job openings"). */
  title: ReactNode;
  description?: ReactNode;
  /** Primary page actions, e.g. "Create job opening". */
  actions?: ReactNode;
}

/** Top of a dashboard page: h1 title, description and actions (SPEC §2 screens). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <StyledHeader>
      <StyledText>
        <StyledTitle>{title}</StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
      </StyledText>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}
