import type { Role } from '../api/types';
import type { AuthState } from '../store/authSlice';

/** Which shell a route renders in (DESIGN.md "Routes are data"). */
export type RouteLayout = 'dashboard' | 'auth' | 'signUp' | 'plain';

/** Screens a route can show; the router maps each to its component. */
export type RouteScreen =
  | 'jobOpenings'
  | 'chats'
  | 'accountDetails'
  | 'login'
  | 'passwordRecoveryRequest'
  | 'passwordRecoveryConfirmation'
  | 'passwordRecovery'
  | 'signUp'
  | 'accountCreation'
  | 'emailVerification'
  | 'companyInformation'
  | 'plans'
  | 'checkout'
  | 'error'
  | 'notFound';

/** Access rule of a route with an auth setting (SPEC §6). */
export interface RouteAccess {
  /** Roles allowed; the user needs one of them. */
  roles: Role[];
  /** Where an anonymous visitor goes; default `/auth/login`. */
  redirectTo?: string;
  /** Where a logged-in user without the role goes; default `/error`. */
  forbiddenTo?: string;
}

/** One row of SPEC §2's route table. */
export interface AppRoute {
  path: string;
  /** Message id of the route title (document title `Hireline | <title>`). */
  titleId?: string;
  layout: RouteLayout;
  /** Redirect rows render nothing but a `<Navigate replace>` to this path. */
  redirect?: string;
  screen?: RouteScreen;
  /** Routes with an auth setting (SPEC §6); absent = public. */
  access?: RouteAccess;
  /** Public pages that a logged-in user skips (login, sign-up) → `/`. */
  anonymousOnly?: boolean;
}

export const DEFAULT_ANONYMOUS_REDIRECT = '/auth/login';
export const DEFAULT_FORBIDDEN_REDIRECT = '/error';

const EMPLOYER: RouteAccess = { roles: ['employer'] };

/**
 * The route table of SPEC §2, row for row (plus the access rules of §6), and the chats
 * screen per job opening, which SPEC §2 describes without a route. Sign-up steps whose
 * access the spec leaves open need a logged-in employer, like account creation.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', layout: 'dashboard', redirect: '/job-openings' },
  {
    path: '/job-openings',
    titleId: 'route.jobOpenings',
    layout: 'dashboard',
    screen: 'jobOpenings',
    access: EMPLOYER,
  },
  // Not a row of SPEC §2: the spec lists a chat screen (chats per opening) without a route.
  // Our addition, under the opening it belongs to (issue #3).
  {
    path: '/job-openings/:jobOpeningId/chats',
    titleId: 'chats.route.title',
    layout: 'dashboard',
    screen: 'chats',
    access: EMPLOYER,
  },
  {
    path: '/account-details',
    titleId: 'route.accountDetails',
    layout: 'dashboard',
    screen: 'accountDetails',
    access: { roles: ['employer'], redirectTo: '/auth/sign-up' },
  },
  { path: '/auth', layout: 'auth', redirect: '/auth/login' },
  {
    path: '/auth/login',
    titleId: 'route.login',
    layout: 'auth',
    screen: 'login',
    anonymousOnly: true,
  },
  {
    path: '/auth/password-recovery-request',
    titleId: 'route.passwordRecoveryRequest',
    layout: 'auth',
    screen: 'passwordRecoveryRequest',
  },
  {
    path: '/auth/password-recovery-confirmation',
    titleId: 'route.passwordRecoveryConfirmation',
    layout: 'auth',
    screen: 'passwordRecoveryConfirmation',
  },
  {
    path: '/auth/password-recovery/:token',
    titleId: 'route.passwordRecovery',
    layout: 'auth',
    screen: 'passwordRecovery',
  },
  {
    path: '/auth/sign-up',
    titleId: 'route.signUp',
    layout: 'auth',
    screen: 'signUp',
    anonymousOnly: true,
  },
  { path: '/sign-up', layout: 'signUp', redirect: '/sign-up/account-creation' },
  {
    path: '/sign-up/account-creation',
    titleId: 'route.accountCreation',
    layout: 'signUp',
    screen: 'accountCreation',
    access: { roles: ['employer'], redirectTo: '/auth/sign-up' },
  },
  {
    path: '/sign-up/email-verification',
    titleId: 'route.emailVerification',
    layout: 'signUp',
    screen: 'emailVerification',
    access: EMPLOYER,
  },
  {
    path: '/sign-up/company-information',
    titleId: 'route.companyInformation',
    layout: 'signUp',
    screen: 'companyInformation',
    access: EMPLOYER,
  },
  {
    path: '/sign-up/plans',
    titleId: 'route.plans',
    layout: 'signUp',
    screen: 'plans',
    access: EMPLOYER,
  },
  {
    path: '/sign-up/checkout',
    titleId: 'route.checkout',
    layout: 'signUp',
    screen: 'checkout',
    access: EMPLOYER,
  },
  { path: '/error', titleId: 'route.error', layout: 'plain', screen: 'error' },
  { path: '*', titleId: 'route.notFound', layout: 'plain', screen: 'notFound' },
];

/** Outcome of the guard for one route and auth state. */
export type AccessDecision =
  { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard rule of SPEC §6: while authentication is being checked → wait (overlay);
 * routes without an auth setting are public; anonymous → the route's redirect (default
 * /auth/login); logged in without one of the roles → the forbidden target (default /error).
 * Anonymous-only pages (login, sign-up) send a logged-in user to `/`.
 */
export function decideAccess(
  route: Pick<AppRoute, 'access' | 'anonymousOnly'>,
  auth: Pick<AuthState, 'status' | 'user'>,
): AccessDecision {
  if (route.anonymousOnly) {
    if (auth.status === 'unknown') return { kind: 'wait' };
    return auth.status === 'authenticated' ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  }
  if (!route.access) return { kind: 'allow' };
  if (auth.status === 'unknown') return { kind: 'wait' };
  if (auth.status !== 'authenticated' || !auth.user) {
    return { kind: 'redirect', to: route.access.redirectTo ?? DEFAULT_ANONYMOUS_REDIRECT };
  }
  const roles = auth.user.roles ?? [];
  if (!route.access.roles.some((role) => roles.includes(role))) {
    return { kind: 'redirect', to: route.access.forbiddenTo ?? DEFAULT_FORBIDDEN_REDIRECT };
  }
  return { kind: 'allow' };
}

/** Document title of a route (SPEC §2): the product name, a pipe, then the route title. */
export function documentTitle(productName: string, routeTitle?: string): string {
  return routeTitle ? `${productName} | ${routeTitle}` : productName;
}
