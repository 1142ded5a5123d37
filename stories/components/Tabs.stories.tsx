import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '../../src/components';
import { tabTo } from '../support/keyboard';

const ITEMS = [
  { value: 'all', label: 'All', count: 6 },
  { value: 'pending', label: 'Pending', count: 2 },
  { value: 'unlocked', label: 'Unlocked', count: 1 },
  { value: 'expired', label: 'Expired', count: 1 },
  { value: 'hired', label: 'Hired', count: 1 },
  { value: 'rejected', label: 'Rejected', count: 1 },
];

const meta = {
  title: 'Components/Tabs',
  tags: ['autodocs', 'stable'],
  component: Tabs<string>,
  args: {
    items: ITEMS,
    value: 'all',
    label: 'Status',
    idPrefix: 'status',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Tabs
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Tabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One Tab stop; ←/→ move and choose, Home/End jump to the ends (issue #9 point 3). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('tablist', { name: 'Status' }));
    await tabTo(list.getByRole('tab', { name: 'All 6' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(list.getByRole('tab', { name: 'Pending 2' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('pending');
    await userEvent.keyboard('{End}');
    await expect(list.getByRole('tab', { name: 'Rejected 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(list.getByRole('tab', { name: 'All 6' })).toHaveFocus();
    await expect(list.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

/** Without counts (while they load). */
export const WithoutCounts: Story = {
  args: { items: ITEMS.map(({ value, label }) => ({ value, label })) },
};

import { textControl } from './playground';

/** The tabs' spoken label; the items (labels and counts) as data to edit. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  argTypes: { label: textControl },
};
