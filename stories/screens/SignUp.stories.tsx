import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { SignUpPage } from '../../src/features/auth/SignUpPage';
import { press, typeInto } from '../support/keyboard';

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
  await typeInto(canvas.getByLabelText(/^full name/i), 'Sarah Mitchell');
  await typeInto(canvas.getByLabelText(/^email/i), email);
  await typeInto(canvas.getByLabelText(/^password/i), 'Password123!');
  await typeInto(canvas.getByLabelText(/^confirm password/i), 'Password123!');
  await press(canvas.getByRole('button', { name: /create account/i }));
  return canvas;
}

export const Idle: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(canvas.getByLabelText(/^password/i), 'short');
    await typeInto(canvas.getByLabelText(/^confirm password/i), 'other');
    await press(canvas.getByRole('button', { name: /create account/i }));
    await expect(await canvas.findByText('The name field is required.')).toBeVisible();
    await expect(canvas.getByText('The password must be at least 8 characters.')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
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
    await expect(await canvas.findByRole('button', { name: /create account/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    // demo@hireline.test is already registered in the simulated API: 422 UNIQUE (SPEC §5).
    const canvas = await fill(canvasElement, 'demo@hireline.test');
    await expect(await canvas.findAllByText('The email has already been taken.')).not.toHaveLength(
      0,
    );
    await expect(canvas.getByLabelText(/^full name/i)).toHaveValue('Sarah Mitchell');
    // The submit button lost focus while it was busy, at a moment that varies: settle focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
