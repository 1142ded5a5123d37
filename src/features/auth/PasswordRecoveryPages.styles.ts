/** Styles of the password recovery pages (PasswordRecoveryPages): paragraphs and feedback. */
import styled from 'styled-components';

/** A paragraph of the auth card; the surrounding `Stack` spaces them. */
export const Text = styled.p`
  margin: 0;
`;

/** Where the resend's outcome appears (a polite live region), spaced only when it says something. */
export const Feedback = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.md}px;
  }
`;
