/**
 * Styles of the account screen (AccountDetailsPage and its PlanSection), declared in one
 * module in one order so the screen's CSS is the same whichever part renders it.
 */
import styled from 'styled-components';
import { Stack, StaleNote } from '../../components';

/**
 * The page's column of sections: the page's whole width (the page width rule,
 * theme.layout.page, as every signed-in page), no narrower column of its own.
 */
export const StyledPage = styled(Stack)``;

/** A form inside a section: its fields span the form column (theme.layout.form). */
export const StyledFormColumn = styled.div`
  max-width: ${({ theme }) => theme.layout.form}px;
`;

/** A section's spinner, centred. */
export const StyledCentered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px 0;
`;

/** The note over data kept after a failed refresh, spaced from that data. */
export const StyledStaleNote = styled(StaleNote)`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

/** A paragraph of a section, without margins. */
export const StyledText = styled.p`
  margin: 0;
`;
