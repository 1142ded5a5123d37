import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';

const StyledEmpty = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme, $compact }) =>
    $compact
      ? `${theme.space.lg}px ${theme.space.md}px`
      : `${theme.space.xxxl}px ${theme.space.xl}px`};
  text-align: center;
`;

const StyledIcon = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $compact }) => ($compact ? 40 : 56)}px;
  height: ${({ $compact }) => ($compact ? 40 : 56)}px;
  margin-bottom: ${({ theme, $compact }) => ($compact ? 0 : theme.space.sm)}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTitle = styled.h2<{ $compact: boolean }>`
  margin: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.md : theme.fontSizes.lg)};
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
  /**
   * `page` (default): a screen's or a pane's content is empty (generous space, 56 px icon).
   * `compact`: a part of a section or a dialog is empty (a chart with no data, an empty inbox
   * in a dialog): tighter space, 40 px icon, body-size title.
   */
  size?: 'page' | 'compact';
}

/**
 * The one empty-state pattern of the app (issue #32 point 5): wherever a list, a pane, a
 * section or a dialog has nothing to show yet — no job openings, no chats, no messages, no
 * charges, no e-mails — it says so with this: an icon, a short title, what will fill it and
 * usually the action that does. `size="compact"` inside a section or a dialog.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  size = 'page',
}: EmptyStateProps) {
  const compact = size === 'compact';
  return (
    <StyledEmpty $compact={compact}>
      {icon !== null && (
        <StyledIcon $compact={compact}>
          {icon ?? <Icon name="inbox" size={compact ? 20 : 28} />}
        </StyledIcon>
      )}
      <StyledTitle $compact={compact} as={headingLevel === 3 ? 'h3' : 'h2'}>
        {title}
      </StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmpty>
  );
}
