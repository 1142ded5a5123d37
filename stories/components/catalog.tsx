/**
 * Layout helpers for "Catalog" stories (STYLE.md, twentyhq): a grid of variants × states
 * so one visual baseline covers every state of a component.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledGrid = styled.div<{ $columns: number; $min: number }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $columns }) => $columns},
    minmax(${({ $min }) => $min}px, 1fr)
  );
  gap: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xl}px;
  align-items: start;
  padding: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const StyledCaption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Grid of catalog cells. */
export function CatalogGrid({
  columns = 4,
  minWidth = 0,
  children,
}: {
  columns?: number;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <StyledGrid $columns={columns} $min={minWidth}>
      {children}
    </StyledGrid>
  );
}

/** One captioned cell of a catalog. */
export function CatalogCell({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <StyledCell>
      <StyledCaption>{caption}</StyledCaption>
      {children}
    </StyledCell>
  );
}
