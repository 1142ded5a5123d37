import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GlobalStatus, InertBehindNotice } from '../../src/app/App';
import { AppRoutes } from '../../src/app/AppRoutes';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { press, tabTo } from '../support/keyboard';
import { withEmployer } from '../support/withEmployer';
import { msg } from '../support/storyText';

/**
 * App-wide states (SPEC §2, §8): the overlay while authentication is checked, the
 * no-internet notice while offline, and the error boundary's generic error.
 */
const meta = {
  title: 'Screens/Global states',
  component: GlobalStatus,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GlobalStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthChecking: Story = {
  parameters: { store: { auth: { status: 'unknown', token: 'stored-token', user: null } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByText(msg('app.checkingAuth')),
    ).toBeInTheDocument();
  },
};

/** The routed app with the global states over it, as `AppContent` draws them. */
const appUnderStatus = () => (
  <>
    <AppRoutes />
    <GlobalStatus />
  </>
);

/**
 * The session check on a page that starts logged in (/job-openings): the overlay over the
 * app's frame alone. The page draws nothing under it (issue #20 point 6): its header and list
 * come with the screen, uncovered, when the check ends.
 */
export const AuthCheckingOnJobOpenings: Story = {
  parameters: {
    store: { auth: { status: 'unknown', token: 'stored-token', user: null } },
    router: { initialEntries: ['/job-openings'] },
  },
  render: appUnderStatus,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('status')).toHaveTextContent(msg('app.checkingAuth'));
    await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/**
 * The start-up check could not reach the API (issue #18 point 4): a network error or a 5xx
 * keeps the token and the URL, and the app says so with Try again. The refresh here keeps
 * answering 503, so Try again (or focusing the window) brings the same state back.
 */
export const SessionUnreachable: Story = {
  parameters: {
    store: { auth: { status: 'unknown', token: 'stored-token', user: null, unreachable: true } },
    router: { initialEntries: ['/job-openings'] },
  },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/v1/employers/auth/refresh', () =>
        HttpResponse.json({ message: 'Service Unavailable', errors: [] }, { status: 503 }),
      ),
    );
  },
  render: appUnderStatus,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveTextContent(msg('app.unreachable.title'));
    await expect(alert).toHaveTextContent(msg('app.unreachable.text'));
    const retry = page.getByRole('button', { name: msg('app.unreachable.retry') });
    await tabTo(retry);
    await press(retry);
    await expect(await page.findByRole('alert')).toHaveTextContent(msg('app.unreachable.title'));
  },
};

/** Pretends the browser is offline for the story (navigator.onLine = false). */
function goOffline() {
  const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  return () => {
    if (descriptor) Object.defineProperty(Navigator.prototype, 'onLine', descriptor);
  };
}

export const Offline: Story = {
  parameters: { store: { auth: { status: 'anonymous', token: null, user: null } } },
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toBeVisible();
  },
};

export const OfflineSpanish: Story = { ...Offline, globals: { locale: 'es' } };

/** The routed app under the global notices, as `AppContent` draws them (inert when covered). */
const appUnderNotice = () => (
  <>
    <GlobalStatus />
    <InertBehindNotice>
      <AppRoutes />
    </InertBehindNotice>
  </>
);

/**
 * Offline over a signed-in page (issue #31 point 3): the notice is a banner above the last-seen
 * page, which stays readable and in use (a message written now waits in the outbox).
 */
export const OfflineOverApp: Story = {
  parameters: { router: { initialEntries: ['/job-openings'] } },
  decorators: [withEmployer('ready')],
  beforeEach: goOffline,
  render: appUnderNotice,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Signed in first (the decorator's login), then the banner over the page.
    const banner = await page.findByRole('alert', {}, { timeout: 5000 });
    await expect(banner).toHaveTextContent(msg('components.offline.title'));
    const list = await page.findByRole(
      'list',
      { name: msg('jobOpenings.list.label') },
      { timeout: 5000 },
    );
    // Whole (answered, every card drawn) before the visual snapshot.
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    await expect(canvasElement.ownerDocument.querySelector('[inert]')).toBeNull();
  },
};

/**
 * Offline over the login page (issue #19 point 7): the full-screen notice covers it, and the app
 * behind it is inert — Tab never reaches its fields, so nothing typed goes to a hidden field.
 */
export const OfflineOverLogin: Story = {
  parameters: {
    router: { initialEntries: ['/auth/login'] },
    store: { auth: { status: 'anonymous', token: null, user: null } },
  },
  beforeEach: goOffline,
  render: appUnderNotice,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('alert')).toHaveTextContent(msg('components.offline.title'));
    const covered = canvasElement.ownerDocument.querySelector('[data-covered]');
    await expect(covered).toHaveAttribute('inert');
    await userEvent.tab();
    await expect(covered?.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

function Boom(): never {
  throw new Error('Render failure for the story');
}

export const RenderError: Story = {
  render: () => (
    <ErrorBoundary>
      <Boom />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(msg('common.error.generic'))).toBeVisible();
  },
};
