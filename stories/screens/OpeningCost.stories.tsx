import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, within } from 'storybook/test';
import { OpeningSpendSummary } from '../../src/features/billing/OpeningSpendSummary';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

const StyledFrame = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What a job opening has cost so far, as the chats screen header shows it (issue #9 point 4
 * "Spend"): its checkouts and unlocks together, then each; loading; unavailable with a retry.
 */
const meta = {
  title: 'Screens/Chats/Opening cost',
  component: OpeningSpendSummary,
  args: {
    totals: {
      currency: 'usd',
      subscription: 0,
      checkout: 2400,
      unlock: 3600,
      total: 6000,
      count: 4,
    },
    onRetry: fn(),
  },
  render: (args) => (
    <StyledFrame>
      <OpeningSpendSummary {...args} />
    </StyledFrame>
  ),
} satisfies Meta<typeof OpeningSpendSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(msg('billing.openingSpend.value', { amount: '$60.00' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        msg('billing.openingSpend.detail', { checkout: '$24.00', unlock: '$36.00' }),
      ),
    ).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: {
    totals: { currency: 'usd', subscription: 0, checkout: 0, unlock: 0, total: 0, count: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(msg('billing.openingSpend.value', { amount: '$0.00' })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { totals: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(msg('billing.openingSpend.loading'));
  },
};

export const Unavailable: Story = {
  args: { totals: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(msg('billing.openingSpend.error'))).toBeVisible();
    await press(canvas.getByRole('button', { name: msg('app.unreachable.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
