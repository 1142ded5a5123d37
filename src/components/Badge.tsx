import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

/** Status colours: how something stands or went (hired, rejected, locked, active…). */
export type BadgeStatus = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

/**
 * Category colours: which kind a thing is, with no judgement in it (the billing history's kinds
 * of charge: a subscription is `neutral`, a checkout `teal`, an unlock `purple`). Never a status:
 * an unlock is not a warning (issue #32 point 5).
 */
type BadgeCategory = 'teal' | 'purple';

export type BadgeVariant = BadgeStatus | BadgeCategory;

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
    case 'teal':
      return { fg: c.categoryTeal, bg: c.categoryTealSurface };
    case 'purple':
      return { fg: c.categoryPurple, bg: c.categoryPurpleSurface };
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
  /**
   * Colour meaning. Status: `neutral` (default), `success` (hired), `danger` (rejected),
   * `warning` (locked), `info`. Category (a kind, no judgement): `teal`, `purple`.
   */
  variant?: BadgeVariant;
  children: ReactNode;
}

/** Small status label (SPEC §3 chat status: unlocked, hired, rejected). Text must carry the meaning, not colour alone. */
export function Badge({ variant = 'neutral', children }: BadgeProps) {
  return <StyledBadge $variant={variant}>{children}</StyledBadge>;
}
