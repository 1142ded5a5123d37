import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { SignUpPage } from '../../src/features/auth/SignUpPage';
import { press, typeInto } from '../support/keyboard';
import { msg, msgPattern, serverText } from '../support/storyText';

/** /auth/sign-up (SPEC §2, §4, §5): idle, submitting, server error, validation errors; dark; Spanish. */
const meta = {
  title: 'Screens/Auth/Sign up',
  component: SignUpPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/auth/sign-up'] } },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await typeInto(
    canvas.getByLabelText(msgPattern('auth.label.name', {}, { anchored: true })),
    'Sarah Mitchell',
  );
  await typeInto(
    canvas.getByLabelText(msgPattern('auth.label.email', {}, { anchored: true })),
    email,
  );
  await typeInto(
    canvas.getByLabelText(msgPattern('auth.label.password', {}, { anchored: true })),
    'Password123!',
  );
  await typeInto(
    canvas.getByLabelText(msgPattern('auth.label.passwordConfirmation', {}, { anchored: true })),
    'Password123!',
  );
  await press(canvas.getByRole('button', { name: msg('auth.signUp.submit') }));
  return canvas;
}

export const Idle: Story = {};

export const ValidationErrors: Story = {
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
    await press(canvas.getByRole('button', { name: msg('auth.signUp.submit') }));
    await expect(
      await canvas.findByText(msg('validation.required', { attribute: msg('auth.field.name') })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        msg('validation.minLength', { attribute: msg('auth.field.password'), min: 8 }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(msg('validation.passwordsMismatch'))).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { visual: { waitForNetwork: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/v1/employers/auth/register', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'sarah@lonestarlogistics.com');
    await expect(
      await canvas.findByRole('button', { name: msg('auth.signUp.submit') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    // demo@hireline.test is already registered in the simulated API: 422 UNIQUE (SPEC §5).
    const canvas = await fill(canvasElement, 'demo@hireline.test');
    await expect(await canvas.findAllByText(serverText('emailTaken'))).not.toHaveLength(0);
    await expect(
      canvas.getByLabelText(msgPattern('auth.label.name', {}, { anchored: true })),
    ).toHaveValue('Sarah Mitchell');
    // The submit button lost focus while it was busy, at a moment that varies: settle focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
