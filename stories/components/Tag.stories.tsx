import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Inline, Tag } from '../../src/components';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/Tag',
  tags: ['autodocs', 'stable'],
  component: Tag,
  args: { children: 'TypeScript' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await press(
      within(canvasElement).getByRole('button', {
        name: msg('components.tag.remove', { label: 'TypeScript' }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: () => (
    <Inline gap="xs">
      <Tag>React</Tag>
      <Tag>Node.js</Tag>
      <Tag>Customer service</Tag>
      <Tag onRemove={() => {}}>Forklift operation</Tag>
      <Tag onRemove={() => {}} removeLabel="PostgreSQL">
        <strong>PostgreSQL</strong>
      </Tag>
    </Inline>
  ),
};

import { action, textControl } from './playground';

/** Any value, with its remove button and that button's spoken label. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    children: 'Forklift operation',
    onRemove: action('onRemove'),
    removeLabel: 'Remove Forklift operation',
  },
  argTypes: { children: textControl, removeLabel: textControl },
};
