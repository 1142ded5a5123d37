import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { touchTargetStyles } from '../theme/touch';
import styled from 'styled-components';
import { Icon } from './Icon';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm}px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: ${({ theme }) => theme.space.sm}px;
  }
`;

const StyledTopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown - 1};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  min-height: 60px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  }
`;

/** Brand mark: icon + "Hireline". Exported for reuse by `AuthShell`. */
export const StyledBrand = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  letter-spacing: -0.01em;
  & a {
    display: inline-flex;
    align-items: center;
    gap: inherit;
    color: inherit;
    text-decoration: none;
  }
  & svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNav = styled.nav`
  order: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  flex: 1 1 auto;
  min-width: 0;
  overflow-x: auto;
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
    border-radius: ${({ theme }) => theme.radii.md}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
    ${touchTargetStyles}
  }
  & a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & a[aria-current='page'],
  & a.active {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    order: 3;
    flex-basis: 100%;
  }
`;

const StyledActions = styled.div`
  order: 2;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-left: auto;
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.breakpoints.lg}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.xl}px ${theme.space.xxxl}px`};
  &:focus {
    outline: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => `${theme.space.lg}px`};
  }
`;

export interface AppShellProps {
  /**
   * The brand at the left of the top bar; default the "Hireline" mark. Pass a router
   * link wrapping `<BrandMark />` to make it navigate home.
   */
  brand?: ReactNode;
  /** Main navigation links (router `NavLink`s; `aria-current="page"` or `.active` is highlighted). */
  nav?: ReactNode;
  /** Accessible name of the nav; default translated "Main navigation". */
  navLabel?: string;
  /** Right side of the top bar: ThemeToggle, LanguageSwitch, user menu / logout. */
  actions?: ReactNode;
  /** Page content, rendered in `<main id="main-content">`. */
  children: ReactNode;
}

/** The default brand mark (briefcase icon + product name). */
export function BrandMark() {
  const intl = useIntl();
  return (
    <>
      <Icon name="briefcase" size={24} />
      <span>{intl.formatMessage({ id: 'components.brand.name' })}</span>
    </>
  );
}

/**
 * Dashboard layout (SPEC §2: "/" and the employer pages): sticky top bar with brand,
 * navigation slot and actions slot, a skip link, and a centred main area (max 1200 px).
 * On narrow screens the navigation moves to its own row under the brand.
 */
export function AppShell({ brand, nav, navLabel, actions, children }: AppShellProps) {
  const intl = useIntl();
  return (
    <StyledShell>
      <StyledSkipLink href="#main-content">
        {intl.formatMessage({ id: 'components.appShell.skipToContent' })}
      </StyledSkipLink>
      <StyledTopBar>
        <StyledBrand>{brand ?? <BrandMark />}</StyledBrand>
        {nav && (
          <StyledNav
            aria-label={navLabel ?? intl.formatMessage({ id: 'components.appShell.navLabel' })}
          >
            {nav}
          </StyledNav>
        )}
        {actions && <StyledActions>{actions}</StyledActions>}
      </StyledTopBar>
      <StyledMain id="main-content" tabIndex={-1}>
        {children}
      </StyledMain>
    </StyledShell>
  );
}
