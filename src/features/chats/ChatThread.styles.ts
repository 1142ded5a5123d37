/** Styles of the chat thread (ChatThread): its box, centred states, edges and stale note. */
import styled from 'styled-components';
import { StyledCentered as StyledPaneCentered } from './ChatsPage.styles';

export const StyledThread = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  & [data-virtuoso-scroller] {
    outline: none;
  }
  & [data-virtuoso-scroller]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  /* Phones (issue #9 point 7, issue #19 point 2): header, thread and composer share the
     screen and the thread scrolls, so its newest message sits right above the composer; on a
     screen too short for that the chat view scrolls as a whole. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    min-height: 240px;
  }
`;

/** The thread's loading, error or empty state: a pane's centred state, not scrolling itself. */
export const StyledCentered = styled(StyledPaneCentered)`
  overflow: visible;
`;

export const StyledEdge = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px ${theme.space.xs}px`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The "couldn't refresh" note over a thread whose messages stay on screen. */
export const StyledStale = styled.div`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledFooter = styled.div`
  height: ${({ theme }) => theme.space.sm}px;
`;
