import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AppShell, AuthShell, Button, Inline } from '../components';
import { logOut } from '../features/auth/session';
import { PreferenceControls } from '../features/preferences/PreferenceControls';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ROUTES } from './routeTable';

const StyledNav = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
    border-radius: ${({ theme }) => theme.radii.md}px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Logs out (SPEC §4) and goes to /auth/login. */
function LogoutButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={async () => {
        await dispatch(logOut());
        navigate('/auth/login');
      }}
    >
      <FormattedMessage id="nav.logout" />
    </Button>
  );
}

/** The dashboard layout (SPEC §2): navigation, theme toggle, language switch, logout. */
export function DashboardLayout() {
  const intl = useIntl();
  const authenticated = useAppSelector((state) => state.auth.status === 'authenticated');
  return (
    <AppShell
      navLabel={intl.formatMessage({ id: 'nav.main' })}
      nav={
        <StyledNav>
          <li>
            <NavLink to="/job-openings">
              <FormattedMessage id="nav.jobOpenings" />
            </NavLink>
          </li>
          <li>
            <NavLink to="/account-details">
              <FormattedMessage id="nav.accountDetails" />
            </NavLink>
          </li>
        </StyledNav>
      }
      actions={
        <Inline gap="sm" align="center">
          <PreferenceControls />
          {authenticated && <LogoutButton />}
        </Inline>
      }
    >
      <Outlet />
    </AppShell>
  );
}

/** Public auth pages render their own AuthShell (title, form, links). */
export function AuthLayout() {
  return <Outlet />;
}

const SIGN_UP_STEPS = ROUTES.filter((route) => route.layout === 'signUp' && route.screen);

const StyledSteps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The sign-up flow layout (SPEC §2): the step's title, the ordered steps, the step. */
export function SignUpLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = SIGN_UP_STEPS.find((step) => step.path === pathname);
  return (
    <AuthShell
      width={640}
      title={
        current?.titleId ? (
          <FormattedMessage id={current.titleId} />
        ) : (
          <FormattedMessage id="route.signUp" />
        )
      }
      toolbar={<PreferenceControls />}
    >
      <StyledSteps aria-label={intl.formatMessage({ id: 'signUp.steps' })}>
        {SIGN_UP_STEPS.map((step, index) => (
          <li key={step.path} aria-current={step.path === pathname ? 'step' : undefined}>
            {index + 1}. <FormattedMessage id={step.titleId ?? 'route.signUp'} />
          </li>
        ))}
      </StyledSteps>
      <Outlet />
    </AuthShell>
  );
}

/** Error and not-found pages stand alone. */
export function PlainLayout() {
  return <Outlet />;
}
