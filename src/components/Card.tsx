import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const PADDING = { none: 0, sm: 'md', md: 'lg', lg: 'xl' } as const;

const StyledCard = styled.div<{ $padding: CardPadding; $interactive: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme, $padding }) => ($padding === 'none' ? 0 : theme.space[PADDING[$padding]])}px;
  min-width: 0;
  ${({ $interactive, theme }) =>
    $interactive &&
    `
    &:hover { border-color: ${theme.colors.borderStrong}; }
    &:focus-within { border-color: ${theme.colors.focus}; }
  `}
`;

const StyledCardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Element to render: `div` (default), `section`, `article`, `li`… */
  as?: ElementType;
  /** Inner spacing: `none` 0, `sm` 12 px, `md` 16 px (default), `lg` 24 px. */
  padding?: CardPadding;
  /** Optional heading shown at the top. */
  title?: ReactNode;
  /** Heading level of `title` (default 2). */
  headingLevel?: 2 | 3;
  /** Actions at the right of the title (buttons, badges). */
  actions?: ReactNode;
  /** Highlight border on hover and focus-within (clickable list items). */
  interactive?: boolean;
  children?: ReactNode;
}

/**
 * Raised surface grouping related content (SPEC §2: job opening list items, account
 * details sections, plan cards, auth forms).
 */
export function Card({
  as,
  padding = 'md',
  title,
  headingLevel = 2,
  actions,
  interactive = false,
  children,
  ...rest
}: CardProps) {
  return (
    <StyledCard as={as} $padding={padding} $interactive={interactive} {...rest}>
      {(title || actions) && (
        <StyledCardHeader>
          {title && <StyledCardTitle as={`h${headingLevel}`}>{title}</StyledCardTitle>}
          {actions}
        </StyledCardHeader>
      )}
      {children}
    </StyledCard>
  );
}
