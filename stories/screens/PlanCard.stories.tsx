import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Plan } from '../../src/contract/types';
import { PlanCard } from '../../src/features/signUp/PlanCard';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

const growth: Plan = {
  id: 2,
  name: 'Growth',
  description: 'For teams hiring every month.',
  currency: 'usd',
  monthly_amount: 9900,
  communication_request_amount: 400,
  contact_details_amount: 1200,
  unlock_days: 7,
  features: [
    'Unlimited job openings',
    'Up to 50 suggested candidates per opening',
    'English and Spanish first-question templates',
  ],
  is_recommended: true,
};

const starter: Plan = {
  ...growth,
  id: 1,
  name: 'Starter',
  description: 'For small teams filling a few roles a year.',
  monthly_amount: 4900,
  communication_request_amount: 600,
  contact_details_amount: 1500,
  features: ['Up to 3 open job openings', 'Up to 10 suggested candidates per opening'],
  is_recommended: false,
};

/** One monthly plan of the plan step (SPEC §1 fees; contract Plan). */
const meta = {
  title: 'Screens/Sign-up steps/Plan card',
  component: PlanCard,
  args: { plan: growth, onChoose: fn() },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <PlanCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recommended: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$99.00')).toBeVisible();
    await expect(canvas.getByText('$4.00')).toBeVisible();
    await press(
      canvas.getByRole('button', { name: msg('signUp.plans.choose', { plan: growth.name }) }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith(growth);
  },
};
export const Regular: Story = { args: { plan: starter } };
export const Spanish: Story = { globals: { locale: 'es' } };
