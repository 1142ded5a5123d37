/** Styles of the checkout's first step (SuggestedCandidatesStep). */
import styled from 'styled-components';

/** The selection controls above the list: select all / none, and the minimum match. */
export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

/** A group of the toolbar's controls, kept together when the toolbar wraps. */
export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** As wide as its label (one line) and at least wide enough for "95%" and the chevron. */
export const StyledThreshold = styled.div`
  flex: 0 0 auto;
  min-width: 7.5rem;
  white-space: nowrap;
`;

/** How the selection was made, under the intro. */
export const StyledNote = styled.p`
  margin: -${({ theme }) => theme.space.sm}px 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The candidates' cards; on wider screens the list scrolls by itself. */
export const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  @media (min-width: 768px) {
    max-height: 55vh;
    overflow-y: auto;
  }
`;

/**
 * The bar at the bottom of the step: it sticks to the bottom of the screen while the dialog
 * scrolls (phones), so the total and the primary action stay under the thumb. The dialog's
 * backdrop scrolls with a `xxxl` padding, which a sticky box keeps clear of: the negative
 * `bottom` puts the bar on the screen's edge instead.
 */
export const StyledBar = styled.div`
  position: sticky;
  bottom: -${({ theme }) => theme.space.xxxl}px;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  margin: ${({ theme }) => `${theme.space.md}px -${theme.space.lg}px -${theme.space.lg}px`};
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg}px ${theme.radii.lg}px`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** The running total (polite live region). */
export const StyledTotal = styled.p`
  flex: 1 1 14rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The total amount, on its own line. */
export const StyledAmount = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/** The step's buttons in the bar. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-left: auto;
`;
