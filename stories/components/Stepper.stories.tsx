import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from '../../src/components';
import { msg } from '../support/storyText';

const STEPS = ['Account', 'Email', 'Company', 'Plan', 'Payment'];

const meta = {
  title: 'Components/Stepper',
  tags: ['autodocs', 'stable'],
  component: Stepper,
  args: {
    label: 'Sign-up steps',
    current: 'Company',
    steps: STEPS.map((label, index) => ({ key: label, label, done: index < 2 })),
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Stepper {...args} />
    </div>
  ),
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sign-up steps' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent(
      msg('components.stepper.done', { number: 1, total: STEPS.length }),
    );
  },
};

export const First: Story = {
  args: { current: 'Account', steps: STEPS.map((label) => ({ key: label, label })) },
};

export const Last: Story = {
  args: {
    current: 'Payment',
    steps: STEPS.map((label, index) => ({ key: label, label, done: index < 4 })),
  },
};

export const Spanish: Story = { globals: { locale: 'es' } };
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 300 } } },
};

import { selectControl, textControl } from './playground';

/** Which step is current; the steps as data to edit. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  argTypes: {
    label: textControl,
    current: selectControl(['Account', 'Email', 'Company', 'Plan', 'Payment']),
  },
};
