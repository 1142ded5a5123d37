/**
 * Styles of the card payment form (CardPaymentForm and its BillingDetailsFields), declared in
 * one module in one order so the form's CSS is the same whichever part renders it.
 */
import styled from 'styled-components';

/** A group of the form (the card fields; the billing details), hidden with `hidden`. */
export const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  &[hidden] {
    display: none;
  }
`;

/** The group's title. */
export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** State, city and zip code side by side (one column on narrow screens). */
export const StyledLocationGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

/** The note under the card fields that card details go straight to the payment provider. */
export const StyledSecure = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The back and pay buttons, at the end of the form. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The failure's focus target: focused by script, no ring of its own (the alert is the sign). */
export const StyledFailure = styled.div`
  scroll-margin: ${({ theme }) => theme.space.md}px;
  &:focus {
    outline: none;
  }
`;
