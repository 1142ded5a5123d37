import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Inline, Tag } from '../../src/components';
import { press } from '../support/keyboard';

const meta = {
  title: 'Components/Tag',
  tags: ['autodocs'],
  component: Tag,
  args: { children: 'TypeScript' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await press(within(canvasElement).getByRole('button', { name: 'Remove TypeScript' }));
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
