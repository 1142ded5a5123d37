import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  PasswordRecoveryConfirmationPage,
  PasswordRecoveryPage,
  PasswordRecoveryRequestPage,
} from '../../src/features/auth/PasswordRecoveryPages';
import { press, typeInto } from '../support/keyboard';
import { ANY, msg, msgPattern, serverText } from '../support/storyText';

/**
 * Password recovery (SPEC §2, §4, §8; contract requestPasswordChange, resetPassword): the
 * request (idle, validation, submitting, Mail not found), the confirmation (with the address,
 * after a resend, without the address), the reset (idle, mismatch and too short, submitting,
 * an invalid or used link); dark and Spanish variants.
 */
const meta = {
  title: 'Screens/Auth/Password recovery',
  component: PasswordRecoveryRequestPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PasswordRecoveryRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settles focus after a busy submit button (it lost focus at a moment that varies). */
function blurActive(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

// ───────────────────────────── Request ─────────────────────────────

export const Request: Story = {};

export const RequestValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: msg('auth.recovery.submit') }));
    await expect(
      await canvas.findByText(msg('validation.required', { attribute: msg('auth.field.email') })),
    ).toBeVisible();
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
      'not-an-email',
    );
    await press(canvas.getByRole('button', { name: msg('auth.recovery.submit') }));
    await expect(
      await canvas.findByText(msg('validation.email', { attribute: msg('auth.field.email') })),
    ).toBeVisible();
  },
};

export const RequestSubmitting: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/auth/password-change/request', async () => {
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
    await press(canvas.getByRole('button', { name: msg('auth.recovery.submit') }));
    await expect(
      await canvas.findByRole('button', { name: msg('auth.recovery.submit') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const MailNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
      'nobody@hireline.test',
    );
    await press(canvas.getByRole('button', { name: msg('auth.recovery.submit') }));
    await expect(
      await canvas.findByText(new RegExp(serverText('mailNotFound').replace('.', '\\.')), {
        selector: 'p',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
    ).toHaveValue('nobody@hireline.test');
    blurActive(canvasElement);
  },
};

export const RequestSpanish: Story = { globals: { locale: 'es' } };
export const MailNotFoundSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByLabelText(/^correo/i), 'nadie@hireline.test');
    await press(canvas.getByRole('button', { name: /enviar/i }));
    await expect(await canvas.findAllByText(/no encontrado|not found/i)).not.toHaveLength(0);
    blurActive(canvasElement);
  },
};

// ───────────────────────────── Confirmation ─────────────────────────────

const withEmail = {
  render: () => <PasswordRecoveryConfirmationPage />,
  parameters: {
    router: {
      initialEntries: [
        {
          pathname: '/auth/password-recovery-confirmation',
          state: { email: 'demo@hireline.test' },
        },
      ],
    },
  },
} satisfies Partial<Story>;

export const Confirmation: Story = {
  ...withEmail,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('demo@hireline.test')).toBeVisible();
  },
};

export const ConfirmationResent: Story = {
  ...withEmail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: msg('auth.recoveryConfirmation.resend') }));
    await expect(
      await canvas.findByText(msgPattern('auth.recoveryConfirmation.resent', { email: ANY })),
    ).toBeVisible();
    blurActive(canvasElement);
  },
};

export const ConfirmationWithoutEmail: Story = {
  render: () => <PasswordRecoveryConfirmationPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: msg('auth.recoveryConfirmation.requestAgain'),
      }),
    ).toBeVisible();
  },
};

export const ConfirmationSpanish: Story = { ...withEmail, globals: { locale: 'es' } };

// ───────────────────────────── Reset ─────────────────────────────

const reset = {
  render: () => <PasswordRecoveryPage />,
  parameters: {
    router: {
      path: '/auth/password-recovery/:token',
      initialEntries: ['/auth/password-recovery/0123456789abcdef0123456789abcdef'],
    },
  },
} satisfies Partial<Story>;

export const Reset: Story = { ...reset };

export const ResetMismatch: Story = {
  ...reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'short',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.passwordConfirmation', {}, { anchored: true })),
      'other',
    );
    await press(canvas.getByRole('button', { name: msg('auth.reset.submit') }));
    await expect(
      await canvas.findByText(
        msg('validation.minLength', { attribute: msg('auth.field.password'), min: 8 }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordsMismatch'))).toBeVisible();
  },
};

export const ResetSubmitting: Story = {
  ...reset,
  parameters: { ...reset.parameters, visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/auth/password-change/reset', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'Recovered789!',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.passwordConfirmation', {}, { anchored: true })),
      'Recovered789!',
    );
    await press(canvas.getByRole('button', { name: msg('auth.reset.submit') }));
    await expect(
      await canvas.findByRole('button', { name: msg('auth.reset.submit') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The token of the story's URL is unknown to the simulated API: used, expired or invalid. */
export const ResetInvalidToken: Story = {
  ...reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
      'Recovered789!',
    );
    await typeInto(
      canvas.getByLabelText(msgPattern('auth.label.passwordConfirmation', {}, { anchored: true })),
      'Recovered789!',
    );
    await press(canvas.getByRole('button', { name: msg('auth.reset.submit') }));
    await expect(await canvas.findByText(msg('auth.reset.invalidToken'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: msg('auth.recoveryConfirmation.requestAgain') }),
    ).toBeVisible();
    blurActive(canvasElement);
  },
};

export const ResetInvalidTokenSpanish: Story = {
  ...reset,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByLabelText(/^contraseña/i), 'Recovered789!');
    await typeInto(canvas.getByLabelText(/^confirmar/i), 'Recovered789!');
    await press(canvas.getByRole('button', { name: /restablecer/i }));
    await expect(
      await canvas.findByText('Este enlace de restablecimiento no se puede usar'),
    ).toBeVisible();
    blurActive(canvasElement);
  },
};
