import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { SpendMeter } from '../../src/features/account/SpendMeter';
import type { SpendTotals } from '../../src/features/billing/spendTotals';
import { ANY, money, msg, msgPattern } from '../support/storyText';

const StyledFrame = styled.div`
  max-width: 832px;
  padding: ${({ theme }) => theme.space.xl}px;
`;

/** The demo employer's current period at the frozen clock: fee, two checkouts, four unlocks. */
const period: SpendTotals = {
  currency: 'usd',
  subscription: 9900,
  checkout: 3200,
  unlock: 4800,
  total: 17900,
  count: 7,
};

/**
 * The spend meter of the current billing period (issue #9 point 4 "Spend"): the total since the
 * period started, a bar of the monthly fee, checkouts and unlocks (one `meter` each, with
 * patterns as well as colours) and a legend with every amount and its share. Fixed totals.
 */
const meta = {
  title: 'Screens/Account/Spend meter',
  component: SpendMeter,
  args: { totals: period, periodStart: '2026-04-27T07:21:00Z' },
  render: (args) => (
    <StyledFrame>
      <SpendMeter {...args} />
    </StyledFrame>
  ),
} satisfies Meta<typeof SpendMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$179.00')).toBeVisible();
    await expect(
      canvas.getByText(msgPattern('account.spend.total', { date: ANY }, { whole: true })),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: msg('account.spend.meter') })).toBeVisible();
    await expect(
      canvas.getByRole('meter', { name: msg('billing.kinds.subscription') }),
    ).toHaveAttribute(
      'aria-valuetext',
      msg('account.spend.share', { amount: '$99.00', share: 99 / 179, total: '$179.00' }),
    );
    await expect(
      canvas.getByRole('meter', { name: msg('billing.kinds.checkout') }),
    ).toHaveAttribute(
      'aria-valuetext',
      msg('account.spend.share', { amount: '$32.00', share: 32 / 179, total: '$179.00' }),
    );
    await expect(canvas.getByRole('meter', { name: msg('billing.kinds.unlock') })).toHaveAttribute(
      'aria-valuetext',
      msg('account.spend.share', { amount: '$48.00', share: 48 / 179, total: '$179.00' }),
    );
  },
};

export const MonthlyFeeOnly: Story = {
  args: {
    totals: { ...period, checkout: 0, unlock: 0, total: 9900, count: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('meter')).toHaveLength(1);
    await expect(canvas.getByText(msg('account.spend.percent', { share: 1 }))).toBeVisible();
    await expect(canvas.getAllByText('$0.00')).toHaveLength(2);
  },
};

export const NoChargesYet: Story = {
  args: {
    totals: { ...period, subscription: 0, checkout: 0, unlock: 0, total: 0, count: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(msg('account.spend.empty'))).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const LargeAmountsInEuros: Story = {
  args: {
    totals: {
      currency: 'eur',
      subscription: 129_900,
      checkout: 2_456_800,
      unlock: 987_600,
      total: 3_574_300,
      count: 812,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(money(3_574_300, 'eur'))).toBeVisible();
  },
};
