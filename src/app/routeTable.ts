import type { MessageDescriptor } from 'react-intl';
import type { Role } from '../contract/types';
import { OVERDUE_PAYMENT_PATH } from '../features/account/overduePayment';
import { isAfter, pathOfStep, type SignUpStep } from '../features/signUp/signUpProgress';
import type { AuthState } from '../store/authSlice';
import { appMessages } from './app.messages';
import { commonMessages } from '../i18n/common.messages';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  routeTitle: { id: 'chats.route.title', defaultMessage: 'Chats' },
  accountCreation: { id: 'route.accountCreation', defaultMessage: 'Account creation' },
  accountDetails: { id: 'route.accountDetails', defaultMessage: 'Account details' },
  checkout: { id: 'route.checkout', defaultMessage: 'Checkout' },
  companyInformation: {
    id: 'route.companyInformation',
    defaultMessage: 'Company information',
  },
  error: { id: 'route.error', defaultMessage: 'Error' },
  inbox: { id: 'route.inbox', defaultMessage: 'Inbox' },
  jobOpenings: { id: 'route.jobOpenings', defaultMessage: 'Job openings' },
  login: { id: 'route.login', defaultMessage: 'Log in' },
  notFound: { id: 'route.notFound', defaultMessage: 'Page not found' },
  passwordRecovery: { id: 'route.passwordRecovery', defaultMessage: 'Reset password' },
  passwordRecoveryConfirmation: {
    id: 'route.passwordRecoveryConfirmation',
    defaultMessage: 'Check your email',
  },
  passwordRecoveryRequest: {
    id: 'route.passwordRecoveryRequest',
    defaultMessage: 'Password recovery',
  },
  plans: { id: 'route.plans', defaultMessage: 'Plans' },
});

/** Which shell a route renders in (DESIGN.md "Routes are data"). */
export type RouteLayout = 'dashboard' | 'auth' | 'signUp' | 'plain';

/** Screens a route can show; the router maps each to its component. */
export type RouteScreen =
  | 'jobOpenings'
  | 'chats'
  | 'inbox'
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
interface RouteAccess {
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
  /** The route title (document title `Hireline | <title>`). */
  title?: MessageDescriptor;
  layout: RouteLayout;
  /** Redirect rows render nothing but a `<Navigate replace>` to this path. */
  redirect?: string;
  screen?: RouteScreen;
  /** Routes with an auth setting (SPEC §6); absent = public. */
  access?: RouteAccess;
  /** Public pages that a logged-in user skips (login, sign-up) → `/`. */
  anonymousOnly?: boolean;
  /**
   * Where the route stands in the sign-up flow (issue #6, the access rules SPEC §2 leaves
   * open): `finished` screens need a set-up employer (others go to their first unfinished
   * step); a `step` route is one step of the flow (see {@link decideSignUpStep}).
   */
  onboarding?: 'finished' | 'step';
  /** The sign-up step of an `onboarding: 'step'` route. */
  signUpStep?: SignUpStep;
}

const DEFAULT_ANONYMOUS_REDIRECT = '/auth/login';
const DEFAULT_FORBIDDEN_REDIRECT = '/error';

const EMPLOYER: RouteAccess = { roles: ['employer'] };

/**
 * The route table of SPEC §2, row for row (plus the access rules of §6), and the chats
 * screen per job opening, which SPEC §2 describes without a route.
 *
 * Access rules SPEC §2 leaves open (decided in issue #6, also in the README):
 * - every sign-up step needs a logged-in employer (anonymous → /auth/login; account creation
 *   → /auth/sign-up as the spec says);
 * - /sign-up/ and /sign-up/account-creation lead to the first unfinished step (the account
 *   exists once logged in); a step later than the first unfinished one redirects to it;
 *   email verification once verified moves on; earlier steps stay open (e.g. going back to
 *   the plans from the checkout); a set-up employer who opens any step goes to /job-openings;
 * - the job openings and chats screens send an unfinished employer to their step instead of
 *   a 403; account details stays open to everyone logged in (it leads with "finish setting up").
 * - a past-due employer (a monthly charge failed, contract Subscription.status `past_due`: no
 *   paid actions meanwhile) is not signing up: the job openings, chats and inbox screens and
 *   every sign-up step lead to the account page's payment of the overdue month
 *   (`OVERDUE_PAYMENT_PATH`, issue #30 point 11) instead of the sign-up checkout.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', layout: 'dashboard', redirect: '/job-openings' },
  {
    path: '/job-openings',
    title: messages.jobOpenings,
    layout: 'dashboard',
    screen: 'jobOpenings',
    access: EMPLOYER,
    onboarding: 'finished',
  },
  // Not a row of SPEC §2: the spec lists a chat screen (chats per opening) without a route.
  // Our addition, under the opening it belongs to (issue #3).
  {
    path: '/job-openings/:jobOpeningId/chats',
    title: messages.routeTitle,
    layout: 'dashboard',
    screen: 'chats',
    access: EMPLOYER,
    onboarding: 'finished',
  },
  // Not a row of SPEC §2: every chat of every opening in one place (issue #21).
  {
    path: '/inbox',
    title: messages.inbox,
    layout: 'dashboard',
    screen: 'inbox',
    access: EMPLOYER,
    onboarding: 'finished',
  },
  {
    path: '/account-details',
    title: messages.accountDetails,
    layout: 'dashboard',
    screen: 'accountDetails',
    access: { roles: ['employer'], redirectTo: '/auth/sign-up' },
  },
  { path: '/auth', layout: 'auth', redirect: '/auth/login' },
  {
    path: '/auth/login',
    title: messages.login,
    layout: 'auth',
    screen: 'login',
    anonymousOnly: true,
  },
  {
    path: '/auth/password-recovery-request',
    title: messages.passwordRecoveryRequest,
    layout: 'auth',
    screen: 'passwordRecoveryRequest',
  },
  {
    path: '/auth/password-recovery-confirmation',
    title: messages.passwordRecoveryConfirmation,
    layout: 'auth',
    screen: 'passwordRecoveryConfirmation',
  },
  {
    path: '/auth/password-recovery/:token',
    title: messages.passwordRecovery,
    layout: 'auth',
    screen: 'passwordRecovery',
  },
  {
    path: '/auth/sign-up',
    title: appMessages.signUp,
    layout: 'auth',
    screen: 'signUp',
    anonymousOnly: true,
  },
  { path: '/sign-up', layout: 'signUp', redirect: '/sign-up/account-creation' },
  {
    path: '/sign-up/account-creation',
    title: messages.accountCreation,
    layout: 'signUp',
    screen: 'accountCreation',
    access: { roles: ['employer'], redirectTo: '/auth/sign-up' },
    onboarding: 'step',
    signUpStep: 'account',
  },
  {
    path: '/sign-up/email-verification',
    title: commonMessages.emailVerification,
    layout: 'signUp',
    screen: 'emailVerification',
    access: EMPLOYER,
    onboarding: 'step',
    signUpStep: 'email',
  },
  {
    path: '/sign-up/company-information',
    title: messages.companyInformation,
    layout: 'signUp',
    screen: 'companyInformation',
    access: EMPLOYER,
    onboarding: 'step',
    signUpStep: 'company',
  },
  {
    path: '/sign-up/plans',
    title: messages.plans,
    layout: 'signUp',
    screen: 'plans',
    access: EMPLOYER,
    onboarding: 'step',
    signUpStep: 'plan',
  },
  {
    path: '/sign-up/checkout',
    title: messages.checkout,
    layout: 'signUp',
    screen: 'checkout',
    access: EMPLOYER,
    onboarding: 'step',
    signUpStep: 'payment',
  },
  { path: '/error', title: messages.error, layout: 'plain', screen: 'error' },
  { path: '*', title: messages.notFound, layout: 'plain', screen: 'notFound' },
];

/** Outcome of the guard for one route and auth state. */
export type AccessDecision =
  { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard rule of SPEC §6: while authentication is being checked → wait (overlay), unless
 * the app started from the device's copy of the last visit (`resumed`, issue #31 point 2):
 * its employee's rules apply meanwhile;
 * routes without an auth setting are public; anonymous → the route's redirect (default
 * /auth/login); logged in without one of the roles → the forbidden target (default /error).
 * Anonymous-only pages (login, sign-up) send a logged-in user to `/`.
 */
export function decideAccess(
  route: Pick<AppRoute, 'access' | 'anonymousOnly'>,
  auth: Pick<AuthState, 'status' | 'user' | 'resumed'>,
): AccessDecision {
  if (route.anonymousOnly) {
    if (auth.status === 'unknown') return { kind: 'wait' };
    return auth.status === 'authenticated' ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  }
  if (!route.access) return { kind: 'allow' };
  // The device's copy of the last visit (issue #31 point 2): its employee is let in while the
  // start-up check runs; the check's outcome then applies as usual.
  const resumed = auth.status === 'unknown' && auth.resumed === true && Boolean(auth.user);
  if (auth.status === 'unknown' && !resumed) return { kind: 'wait' };
  if ((auth.status !== 'authenticated' && !resumed) || !auth.user) {
    return { kind: 'redirect', to: route.access.redirectTo ?? DEFAULT_ANONYMOUS_REDIRECT };
  }
  const roles = auth.user.roles ?? [];
  if (!route.access.roles.some((role) => roles.includes(role))) {
    return { kind: 'redirect', to: route.access.forbiddenTo ?? DEFAULT_FORBIDDEN_REDIRECT };
  }
  return { kind: 'allow' };
}

/** Where the sign-up flow of a logged-in employer stands, for {@link decideSignUpStep}. */
export interface SignUpPosition {
  /** The first unfinished step; `null` when set up. */
  next: SignUpStep | null;
  /** The plan of an `incomplete` / `past_due` subscription (checkout `?plan=`). */
  planId?: number | null;
  /** The checkout URL names a plan (`?plan=<id>`): the plan step is chosen. */
  planChosen?: boolean;
  /**
   * The subscription is `past_due` (a monthly fee is overdue; `next` is then `payment`): paid
   * in the account area, not in the sign-up flow (issue #30 point 11).
   */
  overdue?: boolean;
}

/**
 * The sign-up access rule (issue #6 "resume"; the rules SPEC §2 leaves open) for a route and
 * where the employer stands; see {@link ROUTES} for the rules in words. Routes without an
 * `onboarding` setting are allowed; a past-due employer (`overdue`) goes from every other
 * route to the account page's payment of the overdue month ({@link OVERDUE_PAYMENT_PATH}).
 */
export function decideSignUpStep(
  route: Pick<AppRoute, 'onboarding' | 'signUpStep'>,
  { next, planId, planChosen = false, overdue = false }: SignUpPosition,
): AccessDecision {
  if (!route.onboarding) return { kind: 'allow' };
  if (overdue && next === 'payment') return { kind: 'redirect', to: OVERDUE_PAYMENT_PATH };
  const toNext = (): AccessDecision => ({ kind: 'redirect', to: pathOfStep(next!, planId) });
  if (route.onboarding === 'finished') return next ? toNext() : { kind: 'allow' };
  if (next === null) return { kind: 'redirect', to: '/job-openings' };
  const step = route.signUpStep ?? 'account';
  if (step === 'account') return toNext();
  if (step === 'email' && next !== 'email') return toNext();
  if (step === 'payment' && next === 'plan' && planChosen) return { kind: 'allow' };
  if (step === 'payment' && next === 'payment' && !planChosen) return toNext();
  if (isAfter(step, next)) return toNext();
  return { kind: 'allow' };
}

/**
 * Document title of a route (SPEC §2): the product name, a pipe, then the route title; led by
 * the number of chats with unread candidate replies while there are any (issue #9 point 3),
 * e.g. `(2) Hireline | Chats`, so a background tab shows that replies wait.
 */
export function documentTitle(productName: string, routeTitle?: string, unreadChats = 0): string {
  const title = routeTitle ? `${productName} | ${routeTitle}` : productName;
  return unreadChats > 0 ? `(${unreadChats}) ${title}` : title;
}
