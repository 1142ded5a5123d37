/**
 * Styles of the chats screen (SPEC §2 chat screen) and its parts — ChatsPage, ChatFiltersBar,
 * ChatListPane, ChatDetailPane — declared in one module, in one order, so that the screen's
 * CSS is the same whichever part renders it.
 */
import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * The two panes side by side (list, then thread); on phones one column where the open thread
 * (`$open`: a chat is selected) covers the screen.
 */
export const StyledLayout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  height: max(520px, calc(100vh - 250px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr);
    /* Phones (issue #9 point 7, issue #19 point 2): the open thread is a view of its own over
       the whole screen; the list stays where it was underneath (hidden, not removed), so back
       finds it at its scroll position, and the page behind keeps its own. */
    & > [data-pane='list'] {
      visibility: ${({ $open }) => ($open ? 'hidden' : 'visible')};
    }
    & > [data-pane='chat'] {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
    ${({ $open, theme }) =>
      $open &&
      css`
        & > [data-pane='chat'] {
          position: fixed;
          inset: 0;
          z-index: ${theme.zIndices.dropdown + 1};
          height: 100dvh;
          background: ${theme.colors.surface};
          overscroll-behavior: contain;
        }
      `}
  }
`;

/** The list pane: the filters bar, then the list (or its loading, error or empty state). */
export const StyledListPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    border-right: 0;
  }
`;

/** The thread pane: the open chat, or what stands in for it. */
export const StyledChatPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    /* Header, thread and composer share the screen; the thread scrolls. Only on a screen too
       short for them (landscape) does the view scroll as a whole. */
    overflow-y: auto;
  }
`;

/** The filters bar at the top of the list pane. */
export const StyledFilters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Narrow or short screens (issue #30 point 3): less padding, and the "Filters" toggle shares
     the summary's row ("Filters", then "N chats" and "Clear filters"), so the list keeps its
     rows and the search has the whole width for its placeholder (at 375 px it was cut to
     "Search by name o" beside the toggle). Unfolded, the filters open under the toggle and
     the summary moves under them. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px), (max-height: 500px) {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
    & > * {
      grid-column: 1 / -1;
    }
    & > :first-child {
      grid-row: 1;
    }
    & > :nth-child(2) {
      grid-row: 2;
      grid-column: 1;
    }
    & > :nth-child(3) {
      grid-row: 3;
    }
    & > :last-child {
      grid-row: 2;
      grid-column: 2;
    }
    /* Unfolded, the summary follows the filters, as in the reading and focus order. */
    & > [data-folded='false'] ~ :last-child {
      grid-row: 4;
      grid-column: 1 / -1;
    }
  }
`;

/**
 * Narrow (phones, ≤ the `sm` breakpoint) or short (≤ 500 px high, e.g. 200 % zoom) screens,
 * where the chat filters fold away so that the list keeps its rows (issue #30 point 3).
 */
const FOLDING = (theme: DefaultTheme) =>
  `(max-width: ${theme.breakpoints.sm}px), (max-height: 500px)`;

/** The filters past the search: shown, except on folding screens while `data-folded`. */
export const StyledFoldable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  @media ${({ theme }) => FOLDING(theme)} {
    &[data-folded='true'] {
      display: none;
    }
  }
`;

/** The "Filters" toggle: only on folding screens. */
export const StyledFoldToggle = styled.div`
  display: none;
  @media ${({ theme }) => FOLDING(theme)} {
    display: block;
  }
`;

/** The filters bar's last line: how many chats match, and "Clear filters". */
export const StyledSummary = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 32px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A pane's loading, error or empty state, centred in the pane. */
export const StyledCentered = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px;
  overflow: auto;
`;

/** Holds the "couldn't refresh" note over a list kept as last seen. */
export const StyledStale = styled.div`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The list's pagination, under the list. */
export const StyledPager = styled.div`
  padding: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & nav ul {
    justify-content: center;
  }
`;

/** Keyboard shortcuts are for keyboards: the button that lists them is left off phones. */
export const StyledShortcutsButton = styled.span`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;

/** The card that replaces both panes (opening not found, no chats yet). */
export const StyledWide = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
`;
