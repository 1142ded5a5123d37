import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  PasswordRecoveryConfirmationPage,
  PasswordRecoveryPage,
  PasswordRecoveryRequestPage,
} from '../../src/features/auth/PasswordRecoveryPages';

/** Password recovery pages (SPEC §2, §4, §8). */
const meta = {
  title: 'Screens/Auth/Password recovery',
  component: PasswordRecoveryRequestPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PasswordRecoveryRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {};

export const MailNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^email/i), 'nobody@hireline.test');
    await userEvent.click(canvas.getByRole('button', { name: /send recovery link/i }));
    await expect(await canvas.findByText(/Mail not found/)).toBeVisible();
    // The submit button lost focus while it was busy, at a moment that varies: settle focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const Confirmation: Story = { render: () => <PasswordRecoveryConfirmationPage /> };

export const Reset: Story = {
  parameters: {
    router: {
      path: '/auth/password-recovery/:token',
      initialEntries: ['/auth/password-recovery/demo-token'],
    },
  },
  render: () => <PasswordRecoveryPage />,
};

export const RequestSpanish: Story = { globals: { locale: 'es' } };
