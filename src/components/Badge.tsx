import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeVariant = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

const colorsOf = (theme: DefaultTheme, variant: BadgeVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'success':
      return { fg: c.success, bg: c.successSurface };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSurface };
    case 'warning':
      return { fg: c.warning, bg: c.warningSurface };
    case 'info':
      return { fg: c.info, bg: c.infoSurface };
    case 'neutral':
      return { fg: c.textMuted, bg: c.surfaceMuted };
  }
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme, $variant }) => colorsOf(theme, $variant).bg};
  color: ${({ theme, $variant }) => colorsOf(theme, $variant).fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  white-space: nowrap;
`;

export interface BadgeProps {
  /** Colour meaning: `neutral` (default), `success` (hired), `danger` (rejected), `warning` (locked), `info`. */
  variant?: BadgeVariant;
  children: ReactNode;
}

/** Small status label (SPEC §3 chat status: unlocked, hired, rejected). Text must carry the meaning, not colour alone. */
export function Badge({ variant = 'neutral', children }: BadgeProps) {
  return <StyledBadge $variant={variant}>{children}</StyledBadge>;
}
