/** Styles of the company form (CompanyForm): the two-column row of its selects. */
import styled from 'styled-components';

export const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr;
  }
`;
