import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs}px;
    dd + dt {
      margin-top: ${({ theme }) => theme.space.sm}px;
    }
  }
`;

/** One term and its value of a {@link DetailList}. */
export interface DetailItem {
  /** Stable key (the field name). */
  key: string;
  term: ReactNode;
  value: ReactNode;
}

/**
 * Read-only terms and values (SPEC §2 account screen sections: general information,
 * company, plan): two columns, one column below 640 px so it stays readable at 375 px.
 */
export function DetailList({ items, label }: { items: DetailItem[]; label?: string }) {
  return (
    <StyledList aria-label={label}>
      {items.map((item) => (
        <Row key={item.key} term={item.term} value={item.value} />
      ))}
    </StyledList>
  );
}

function Row({ term, value }: { term: ReactNode; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
