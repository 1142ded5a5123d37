import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { FullScreenOverlay } from '../components/FullScreenOverlay';
import { Spinner } from '../components/Spinner';
import { LoginPage } from '../features/auth/LoginPage';
import { ErrorPage, NotFoundPage } from '../features/errors/ErrorPages';
import { PLAN_PARAM } from '../features/signUp/signUpProgress';
import { useSignUpProgress } from '../features/signUp/useSignUpProgress';
import { useAppSelector } from '../store/hooks';
import { AuthLayout, DashboardLayout, PlainLayout, SignUpLayout } from './layouts';
import {
  decideAccess,
  decideSignUpStep,
  documentTitle,
  ROUTES,
  type AppRoute,
  type RouteLayout,
  type RouteScreen,
} from './routeTable';

/*
 * The employer screens load on demand (their own chunks: forms, selects, date picker, virtual
 * lists, payments), so the login page and the app shell start with less JavaScript.
 */
const JobOpeningsPage = lazy(() =>
  import('../features/jobOpenings/JobOpeningsPage').then((m) => ({ default: m.JobOpeningsPage })),
);
const ChatsPage = lazy(() =>
  import('../features/chats/ChatsPage').then((m) => ({ default: m.ChatsPage })),
);
const AccountDetailsPage = lazy(() =>
  import('../features/account/AccountDetailsPage').then((m) => ({
    default: m.AccountDetailsPage,
  })),
);

// Login is in the entry chunk; the other public pages load on demand.
const SignUpPage = lazy(() =>
  import('../features/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })),
);
const PasswordRecoveryRequestPage = lazy(() =>
  import('../features/auth/PasswordRecoveryPages').then((m) => ({
    default: m.PasswordRecoveryRequestPage,
  })),
);
const PasswordRecoveryConfirmationPage = lazy(() =>
  import('../features/auth/PasswordRecoveryPages').then((m) => ({
    default: m.PasswordRecoveryConfirmationPage,
  })),
);
const PasswordRecoveryPage = lazy(() =>
  import('../features/auth/PasswordRecoveryPages').then((m) => ({
    default: m.PasswordRecoveryPage,
  })),
);
const EmailVerificationStep = lazy(() =>
  import('../features/signUp/EmailVerificationStep').then((m) => ({
    default: m.EmailVerificationStep,
  })),
);
const CompanyInformationStep = lazy(() =>
  import('../features/signUp/CompanyInformationStep').then((m) => ({
    default: m.CompanyInformationStep,
  })),
);
const PlansStep = lazy(() =>
  import('../features/signUp/PlansStep').then((m) => ({ default: m.PlansStep })),
);
const SubscriptionCheckoutStep = lazy(() =>
  import('../features/signUp/SubscriptionCheckoutStep').then((m) => ({
    default: m.SubscriptionCheckoutStep,
  })),
);

/** Shown while a screen's chunk loads. */
function ScreenLoading() {
  const intl = useIntl();
  return <Spinner size="lg" label={intl.formatMessage({ id: 'common.loading' })} />;
}

/** The component of each screen of the route table. */
const SCREENS: Record<RouteScreen, ComponentType> = {
  jobOpenings: JobOpeningsPage,
  chats: ChatsPage,
  accountDetails: AccountDetailsPage,
  login: LoginPage,
  passwordRecoveryRequest: PasswordRecoveryRequestPage,
  passwordRecoveryConfirmation: PasswordRecoveryConfirmationPage,
  passwordRecovery: PasswordRecoveryPage,
  signUp: SignUpPage,
  // The account exists once logged in: its guard always leads to the first unfinished step.
  accountCreation: ScreenLoading,
  emailVerification: EmailVerificationStep,
  companyInformation: CompanyInformationStep,
  plans: PlansStep,
  checkout: SubscriptionCheckoutStep,
  error: ErrorPage,
  notFound: NotFoundPage,
};

const LAYOUTS: Record<RouteLayout, ComponentType> = {
  dashboard: DashboardLayout,
  auth: AuthLayout,
  signUp: SignUpLayout,
  plain: PlainLayout,
};

/** Sets `document.title` to `Hireline | <route title>` (SPEC §2). */
function RouteTitle({ titleId }: { titleId?: string }) {
  const intl = useIntl();
  const title = titleId ? intl.formatMessage({ id: titleId }) : undefined;
  useEffect(() => {
    document.title = documentTitle(intl.formatMessage({ id: 'app.name' }), title);
  }, [intl, title]);
  return null;
}

/** Applies the route's access rule (SPEC §6) before rendering its screen. */
function Guard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const intl = useIntl();
  const auth = useAppSelector((state) => state.auth);
  const location = useLocation();
  const decision = decideAccess(route, auth);
  if (decision.kind === 'wait')
    return <FullScreenOverlay label={intl.formatMessage({ id: 'app.checkingAuth' })} />;
  if (decision.kind === 'redirect')
    return <Navigate to={decision.to} replace state={{ from: location }} />;
  if (route.onboarding) return <SignUpGuard route={route}>{children}</SignUpGuard>;
  return <>{children}</>;
}

/**
 * Applies the sign-up rule of the route table ({@link decideSignUpStep}) for a logged-in
 * employer: waits (overlay) until the current subscription is known, then redirects to the
 * first unfinished step, to the app, or renders the screen.
 */
function SignUpGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const intl = useIntl();
  const progress = useSignUpProgress();
  const [params] = useSearchParams();
  if (progress.loading)
    return <FullScreenOverlay label={intl.formatMessage({ id: 'app.checkingAuth' })} />;
  const decision = decideSignUpStep(route, {
    next: progress.next,
    planId: progress.subscription?.plan.id,
    planChosen: Boolean(params.get(PLAN_PARAM)),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

function routeElement(route: AppRoute) {
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const Screen = SCREENS[route.screen as RouteScreen];
  return (
    <Guard route={route}>
      <RouteTitle titleId={route.titleId} />
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </Guard>
  );
}

const LAYOUT_ORDER: RouteLayout[] = ['dashboard', 'auth', 'signUp', 'plain'];

/**
 * The router built from the route table (SPEC §2, DESIGN.md "Routes are data"): one
 * layout route per shell, one child per row, each behind its guard and setting the title.
 */
export function AppRoutes() {
  return (
    <Routes>
      {LAYOUT_ORDER.map((layout) => {
        const Layout = LAYOUTS[layout];
        return (
          <Route key={layout} element={<Layout />}>
            {ROUTES.filter((route) => route.layout === layout).map((route) => (
              <Route key={route.path} path={route.path} element={routeElement(route)} />
            ))}
          </Route>
        );
      })}
    </Routes>
  );
}
