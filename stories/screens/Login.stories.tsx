import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { langOf, t } from '../../mocks/i18n';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { AppScreen } from '../support/AppScreen';
import { press, typeInto } from '../support/keyboard';
import { msg, msgPattern, serverText } from '../support/storyText';

/**
 * /auth/login (SPEC §2, §4): idle, submitting, server error, validation errors; dark; Spanish;
 * login then logout with its notice.
 */
const meta = {
  title: 'Screens/Auth/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/auth/login'] } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
      'not-an-email',
    );
    await press(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expect(
      await canvas.findByText(msg('validation.email', { attribute: msg('auth.field.email') })),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        msg('validation.required', { attribute: msg('auth.field.password') }),
      ),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
      'demo@hireline.test',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'Password123!',
    );
    await press(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expect(
      await canvas.findByRole('button', { name: msg('auth.login.submit') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      // The API's 401 in the request's language (contract "Language"), as the demo API writes it.
      http.post('*/v1/employers/auth/login', ({ request }) =>
        HttpResponse.json(
          {
            message: t(langOf(request.headers.get('Accept-Language')), 'badCredentials'),
            errors: [],
          },
          { status: 401 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
      'demo@hireline.test',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'wrong-password',
    );
    await press(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await expect(await canvas.findByText(serverText('badCredentials'))).toBeVisible();
    await expect(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
    ).toHaveValue('demo@hireline.test');
    // The submit button lost focus while it was busy, at a moment that varies: settle focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Another tab of the same browser logged out (issue #29): this tab's session ended with it,
 * and its login page says why.
 */
export const SignedOutInAnotherTab: Story = {
  parameters: {
    store: { auth: { status: 'anonymous', token: null, user: null, endedInAnotherTab: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('auth.login.signedOutInAnotherTab'))).toBeVisible();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };

export const SpanishValidationErrors: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: /iniciar sesión/i }));
    await expect(
      await canvas.findByText('El campo correo electrónico es obligatorio.'),
    ).toBeVisible();
  },
};

/**
 * Login success, then logout (SPEC §4, §8), through the app's routes: the demo employer logs
 * in and lands on account details; "Log out" clears the session and goes back to
 * /auth/login, which says "You have successfully logged out".
 */
export const LoggedOut: Story = {
  render: () => <AppScreen url="/auth/login" />,
  parameters: { router: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const T = { timeout: 10_000 };
    await typeInto(
      await canvas.findByLabelText(msgPattern('auth.label.email', {}, { anchored: true }), {}, T),
      'demo@hireline.test',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'Password123!',
    );
    await press(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await canvas.findByRole('heading', { name: msg('account.plan.title') }, T);
    await waitFor(
      // "(N) " ahead once the unread count has come (issue #21 point 2).
      () =>
        expect(canvasElement.ownerDocument.title).toMatch(
          new RegExp(`^(\\(\\d+\\) )?Hireline \\| ${msg('route.accountDetails')}$`),
        ),
      T,
    );
    await press(canvas.getByRole('button', { name: msg('nav.logout') }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(msg('auth.logout.success'), {}, T)).toBeVisible();
    await expect(
      await canvas.findByLabelText(msgPattern('auth.label.email', {}, { anchored: true }), {}, T),
    ).toHaveValue('');
    await waitFor(
      () => expect(canvasElement.ownerDocument.title).toBe(`Hireline | ${msg('route.login')}`),
      T,
    );
    // The logout button lost focus when its page went away: settle focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A link followed logged out keeps its query through sign-in (issue #30 point 10): the guard
 * sends /account-details?kind=unlock to the sign-up page (SPEC §6); its "Log in" keeps the link,
 * and login lands on it, the billing history showing the unlocks only.
 */
export const LinkKeptThroughSignIn: Story = {
  render: () => <AppScreen url="/account-details?kind=unlock" />,
  parameters: { router: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const T = { timeout: 10_000 };
    await canvas.findByRole('heading', { name: msg('auth.signUp.title') }, T);
    await press(canvas.getByRole('link', { name: msg('auth.signUp.toLogin') }));
    await typeInto(
      await canvas.findByLabelText(msgPattern('auth.label.email', {}, { anchored: true }), {}, T),
      'demo@hireline.test',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'Password123!',
    );
    await press(canvas.getByRole('button', { name: msg('auth.login.submit') }));
    await canvas.findByRole('heading', { name: msg('account.plan.title') }, T);
    // The billing history filtered as the link said: the demo's five unlocks (as its story
    // Screens/Account/Billing history/Filtered by kind).
    await expect(
      await canvas.findByText(msg('account.history.summary', { total: 5 }), {}, T),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: msg('account.history.clearFilters') }),
    ).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
