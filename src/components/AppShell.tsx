import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { touchTargetStyles } from '../theme/touch';
import styled from 'styled-components';
import { BrandMark, StyledBrand } from './Brand';
import { CountBadge } from './CountBadge';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { toastLane } from './toastLane';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  appShellMenu: {
    id: 'components.appShell.menu',
    defaultMessage: 'Menu',
    description: 'Phones: the top bar button that shows the navigation and the controls.',
  },
  appShellNavLabel: {
    id: 'components.appShell.navLabel',
    defaultMessage: 'Main navigation',
  },
  appShellSkipToContent: {
    id: 'components.appShell.skipToContent',
    defaultMessage: 'Skip to main content',
  },
});

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

/** Height of the top bar on phones, in px (issue #19 point 2: at most 56). */
const PHONE_BAR_HEIGHT = 56;

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
    /* Phones (issue #19 point 2): one row of at most 56 px — the brand and the menu button;
       the navigation and the controls unfold under it. */
    min-height: ${PHONE_BAR_HEIGHT}px;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  }
`;

/** Navigation and controls: part of the bar on wider screens, the menu's panel on phones. */
const StyledMenuPanel = styled.div<{ $open: boolean }>`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 3;
    flex: 1 1 100%;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.sm}px;
    padding-bottom: ${({ theme }) => theme.space.sm}px;
  }
`;

const StyledMenuButton = styled.div`
  display: none;
  position: relative;
  order: 2;
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: block;
  }
`;

/** The count on the phone's menu button (e.g. unread chats), over its top-right corner. */
const StyledMenuBadge = styled(CountBadge)`
  position: absolute;
  top: 0;
  right: 0;
  pointer-events: none;
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
  /* The ring inside the link: the nav scrolls sideways (overflow), which would clip a ring
     drawn outside it to two brackets (issue #30 point 2). */
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
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
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    order: 0;
    flex: none;
    flex-direction: column;
    align-items: stretch;
    & ul {
      flex-direction: column;
    }
  }
`;

const StyledActions = styled.div`
  order: 2;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    margin-left: 0;
    flex-wrap: wrap;
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  /* The page width rule (theme.layout.page): the same content width on every signed-in page. */
  max-width: ${({ theme }) => theme.layout.page + 2 * theme.space.xl}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.xl}px`};
  /* Room for the toasts' lane (issue #30 point 7): the page's end scrolls clear of a toast. */
  padding-bottom: calc(${({ theme }) => theme.space.xxxl}px + ${toastLane});
  &:focus {
    outline: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => `${theme.space.lg}px`};
    padding-bottom: calc(${({ theme }) => theme.space.lg}px + ${toastLane});
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
  /**
   * A count to show on the phone's menu button while the navigation is folded behind it (e.g.
   * the inbox's unread chats, which a nav link carries on wider screens); `label` is read
   * after "Menu" (e.g. "3 chats with unread replies"). Not shown when `count` is 0.
   */
  menuBadge?: { count: number; label: string };
}

/**
 * Dashboard layout (SPEC §2: "/" and the employer pages): sticky top bar with brand,
 * navigation slot and actions slot, a skip link, and a centred main area (max 1200 px).
 * Below 900 px the navigation moves to its own row under the brand; on phones (≤ 640 px,
 * issue #19 point 2) the bar is one row of {@link PHONE_BAR_HEIGHT} px with a menu button
 * (`aria-expanded`) that unfolds the navigation and the actions under it; choosing a link or
 * a control in it, or Escape, folds it again.
 */
export function AppShell({ brand, nav, navLabel, actions, children, menuBadge }: AppShellProps) {
  const intl = useIntl();
  const panelId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const topBar = useRef<HTMLElement>(null);
  // The sticky bar's height, in px, as `--sticky-header-height` on the root: the global style's
  // `scroll-padding-top` keeps what receives focus (a skip link's target, the next control)
  // from scrolling under the bar (issue #30 point 2).
  useEffect(() => {
    const bar = topBar.current;
    const root = document.documentElement;
    if (!bar) return;
    const measure = () =>
      root.style.setProperty('--sticky-header-height', `${bar.getBoundingClientRect().height}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, []);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const hasMenu = Boolean(nav || actions);
  return (
    <StyledShell>
      <StyledSkipLink href="#main-content">
        {intl.formatMessage(messages.appShellSkipToContent)}
      </StyledSkipLink>
      <StyledTopBar ref={topBar}>
        <StyledBrand>{brand ?? <BrandMark />}</StyledBrand>
        {hasMenu && (
          <StyledMenuButton>
            <IconButton
              label={
                menuBadge && menuBadge.count > 0
                  ? `${intl.formatMessage(messages.appShellMenu)}, ${menuBadge.label}`
                  : intl.formatMessage(messages.appShellMenu)
              }
              icon={<Icon name={menuOpen ? 'close' : 'menu'} size={22} />}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            />
            {menuBadge && menuBadge.count > 0 && !menuOpen && (
              <StyledMenuBadge count={menuBadge.count} size="sm" />
            )}
          </StyledMenuButton>
        )}
        <StyledMenuPanel
          id={panelId}
          $open={menuOpen}
          onClick={(event) => {
            // A link followed or a control used: the menu has done its job.
            if ((event.target as Element).closest('a, button')) setMenuOpen(false);
          }}
        >
          {nav && (
            <StyledNav aria-label={navLabel ?? intl.formatMessage(messages.appShellNavLabel)}>
              {nav}
            </StyledNav>
          )}
          {actions && <StyledActions>{actions}</StyledActions>}
        </StyledMenuPanel>
      </StyledTopBar>
      <StyledMain id="main-content" tabIndex={-1}>
        {children}
      </StyledMain>
    </StyledShell>
  );
}
