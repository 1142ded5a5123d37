import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/AppRoutes';
import { withEmployer } from '../support/withEmployer';

/**
 * Where login lands (SPEC §4): /account-details in the dashboard layout, and the sign-up
 * steps still to be built, as titled placeholders in the sign-up layout.
 */
function Screen({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Screens/Account',
  component: Screen,
  args: { url: '/account-details' },
  decorators: [withEmployer('ready')],
  parameters: { layout: 'fullscreen', router: { disable: true } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDetails: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('demo@hireline.test', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const AccountDetailsUnverified: Story = {
  parameters: { employer: 'unverified' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Not verified', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const AccountDetailsSpanish: Story = {
  ...AccountDetails,
  globals: { locale: 'es' },
  play: undefined,
};

export const SignUpStepPlaceholder: Story = {
  args: { url: '/sign-up/email-verification' },
  parameters: { employer: 'unverified' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Email verification' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
