import styled from 'styled-components';

/**
 * Grid of the three card fields shared by both providers: the card number on its own row,
 * expiration date and CVV side by side below it (one column on narrow screens).
 */
export const CardFieldsGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md}px;
  & > :first-child {
    grid-column: 1 / -1;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;
