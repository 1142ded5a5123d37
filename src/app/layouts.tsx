import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { matchPath, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AppShell } from '../components/AppShell';
import { AuthShell } from '../components/AuthShell';
import { Button } from '../components/Button';
import { CountBadge } from '../components/CountBadge';
import { Inline } from '../components/Inline';
import { selectUnreadChats } from '../api/chatCounts';
import { Stepper } from '../components/Stepper';
import { logOut } from '../features/auth/session';
import { PreferenceControls } from '../features/preferences/PreferenceControls';
import { PLAN_PARAM, SIGN_UP_STEPS, type SignUpStep } from '../features/signUp/signUpProgress';
import { useSignUpProgress } from '../features/signUp/useSignUpProgress';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { afterFirstScreenShown } from './firstPaint';
import { ROUTES } from './routeTable';
import { appMessages } from './app.messages';
import { defineMessages, type Message } from '../i18n/defineMessages';

const texts = defineMessages({
  accountDetails: { id: 'nav.accountDetails', defaultMessage: 'Account details' },
  inbox: { id: 'nav.inbox', defaultMessage: 'Inbox' },
  inboxUnread: {
    id: 'nav.inbox.unread',
    defaultMessage: '{count, plural, one {# chat} other {# chats}} with unread replies',
    description: 'Read after "Inbox" in the navigation, for the unread badge.',
  },
  jobOpenings: { id: 'nav.jobOpenings', defaultMessage: 'Job openings' },
  logout: { id: 'nav.logout', defaultMessage: 'Log out' },
  main: { id: 'nav.main', defaultMessage: 'Main navigation' },
  notYou: { id: 'signUp.notYou', defaultMessage: 'Not you?' },
  signedInAs: {
    id: 'signUp.signedInAs',
    defaultMessage: 'Signed in as {email}.',
    description: 'Under the sign-up stepper; {email} is the signed-in e-mail, in bold.',
  },
  stepAccount: { id: 'signUp.step.account', defaultMessage: 'Account' },
  stepCompany: { id: 'signUp.step.company', defaultMessage: 'Company' },
  stepEmail: { id: 'signUp.step.email', defaultMessage: 'Email' },
  stepPayment: { id: 'signUp.step.payment', defaultMessage: 'Payment' },
  stepPlan: { id: 'signUp.step.plan', defaultMessage: 'Plan' },
  steps: { id: 'signUp.steps', defaultMessage: 'Sign-up steps' },
});

/** The name of each sign-up step (the stepper's labels). */
const STEP_NAMES: Readonly<Record<SignUpStep, Message>> = {
  account: texts.stepAccount,
  company: texts.stepCompany,
  email: texts.stepEmail,
  payment: texts.stepPayment,
  plan: texts.stepPlan,
};

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

/** The unread badge beside "Inbox": the number of chats with unread candidate replies. */
const StyledNavBadge = styled(CountBadge)`
  margin-left: ${({ theme }) => theme.space.xs}px;
  vertical-align: middle;
`;

/**
 * "Inbox" in the main navigation with the unread badge (issue #21 points 1–2): the employer's
 * chats with unread candidate replies, across every opening (`selectUnreadChats`, from the
 * contract's `meta.unread_chats`), read out as "N chats with unread replies".
 */
function InboxNavLink() {
  const unread = useAppSelector(selectUnreadChats);
  return (
    <NavLink to="/inbox">
      <FormattedMessage {...texts.inbox} />
      {unread > 0 && (
        <StyledNavBadge
          count={unread}
          label={<FormattedMessage {...texts.inboxUnread} values={{ count: unread }} />}
        />
      )}
    </NavLink>
  );
}

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
      <FormattedMessage {...texts.logout} />
    </Button>
  );
}

const StyledSignedIn = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.xs}px`};
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * Who is signed in during the sign-up steps (issue #19 point 13): "Signed in as <e-mail>. Not
 * you?" and Log out, so another person at the same computer can leave the flow.
 */
function SignedInAs({ email }: { email: string }) {
  return (
    <StyledSignedIn>
      <span>
        <FormattedMessage {...texts.signedInAs} values={{ email: <strong>{email}</strong> }} />
      </span>
      <span>
        <FormattedMessage {...texts.notYou} />
      </span>
      <LogoutButton />
    </StyledSignedIn>
  );
}

/** The outbox's sender, its own chunk (it brings the chats endpoints): see {@link OutboxSender}. */
const OutboxSender = lazy(() =>
  import('../features/chats/OutboxSender').then((module) => ({ default: module.OutboxSender })),
);

/** The unread badge's light poll, its own chunk (it brings the chats endpoints). */
const UnreadChatsPoll = lazy(() =>
  import('../features/chats/UnreadChatsPoll').then((module) => ({
    default: module.UnreadChatsPoll,
  })),
);

/** Screens that poll a chat list themselves (its `meta.unread_chats` keeps the badge). */
const CHAT_LIST_SCREENS = ['/inbox', '/job-openings/:jobOpeningId/chats'];

/**
 * Whether the badge's light poll runs ({@link UnreadChatsPoll}, issue #21 point 2): for a
 * signed-in employer who has finished signing up (the chat lists answer 403 before), on
 * screens that poll no chat list.
 */
function useUnreadPollWanted(): boolean {
  const { pathname } = useLocation();
  const authenticated = useAppSelector((state) => state.auth.status === 'authenticated');
  const progress = useSignUpProgress();
  const pollsChats = CHAT_LIST_SCREENS.some((path) => matchPath(path, pathname));
  return authenticated && !progress.loading && progress.next === null && !pollsChats;
}

/**
 * `true` once the app's first screen has committed ({@link afterFirstScreenShown}): the badge's
 * poll and the reply notifications, which draw nothing of that screen, load and start after it,
 * not beside its API calls and its first render (issue #20 point 6).
 */
function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreenShown().then(() => {
      // What it shows (the badge's poll, the reply notifications) is not urgent: rendered in
      // slices, not one blocking task (issue #31 point 1).
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return shown;
}

/** Reply notifications and the favicon's unread count, their own chunk: see {@link ReplyAlerts}. */
const ReplyAlerts = lazy(() =>
  import('../features/notifications/ReplyAlerts').then((module) => ({
    default: module.ReplyAlerts,
  })),
);

/**
 * The dashboard layout (SPEC §2): navigation, theme toggle, language switch, logout; and,
 * while a signed-in employer has messages not acknowledged yet, the outbox's sender (issue #18
 * point 2), whichever screen they are on; the badge's light poll where no chat list polls
 * (issue #21 point 2); while signed in, the reply notifications and the
 * favicon's unread count (issue #21 point 3). The poll and the notifications start once the
 * app's first screen has committed ({@link useFirstScreenShown}).
 */
export function DashboardLayout() {
  const intl = useIntl();
  // Logged in, or a stored session still being checked: the top bar keeps the same layout
  // from the first paint (no shift when the check ends; logging out works either way).
  const hasSession = useAppSelector((state) => state.auth.status !== 'anonymous');
  const sending = useAppSelector(
    (state) => state.auth.status === 'authenticated' && state.outbox.entries.length > 0,
  );
  const authenticated = useAppSelector((state) => state.auth.status === 'authenticated');
  const pollUnread = useUnreadPollWanted();
  const screenShown = useFirstScreenShown();
  const unread = useAppSelector(selectUnreadChats);
  return (
    <AppShell
      navLabel={intl.formatMessage(texts.main)}
      menuBadge={{ count: unread, label: intl.formatMessage(texts.inboxUnread, { count: unread }) }}
      nav={
        <StyledNav>
          <li>
            <NavLink to="/job-openings">
              <FormattedMessage {...texts.jobOpenings} />
            </NavLink>
          </li>
          <li>
            <InboxNavLink />
          </li>
          <li>
            <NavLink to="/account-details">
              <FormattedMessage {...texts.accountDetails} />
            </NavLink>
          </li>
        </StyledNav>
      }
      actions={
        <Inline gap="sm" align="center">
          <PreferenceControls />
          {hasSession && <LogoutButton />}
        </Inline>
      }
    >
      <Outlet />
      {sending && (
        <Suspense fallback={null}>
          <OutboxSender />
        </Suspense>
      )}
      {screenShown && pollUnread && (
        <Suspense fallback={null}>
          <UnreadChatsPoll />
        </Suspense>
      )}
      {screenShown && authenticated && (
        <Suspense fallback={null}>
          <ReplyAlerts />
        </Suspense>
      )}
    </AppShell>
  );
}

/**
 * The sign-up flow layout (SPEC §2): the step's title, a stepper with the five steps (account,
 * email, company, plan, payment) marking the current one and those done, who is signed in
 * with a way out (issue #19 point 13), then the step.
 */
export function SignUpLayout() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const progress = useSignUpProgress();
  const route = ROUTES.find((r) => r.layout === 'signUp' && r.path === pathname);
  const current = route?.signUpStep ?? 'account';
  const planChosen = new URLSearchParams(search).has(PLAN_PARAM);
  const status = progress.subscription?.status;
  const done: Record<SignUpStep, boolean> = {
    account: Boolean(user),
    email: Boolean(user?.email_verified_at),
    company: Boolean(user?.company?.is_complete),
    plan: planChosen || Boolean(status && status !== 'canceled'),
    payment: status === 'active',
  };
  return (
    <AuthShell
      // The plans sit side by side: their step gets a wider page.
      width={current === 'plan' ? 960 : 720}
      title={<FormattedMessage {...(route?.title ?? appMessages.signUp)} />}
      toolbar={<PreferenceControls />}
    >
      <StyledStepper>
        <Stepper
          label={intl.formatMessage(texts.steps)}
          current={current}
          steps={SIGN_UP_STEPS.map((step) => ({
            key: step,
            label: <FormattedMessage {...STEP_NAMES[step]} />,
            done: done[step],
          }))}
        />
      </StyledStepper>
      {user && <SignedInAs email={user.email} />}
      <Outlet />
    </AuthShell>
  );
}

const StyledStepper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl}px;
`;
