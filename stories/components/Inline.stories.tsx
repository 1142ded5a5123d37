import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline } from '../../src/components';

const meta = {
  title: 'Components/Inline',
  tags: ['autodocs'],
  component: Inline,
  args: {
    children: [
      <Button key="1" variant="secondary">
        Cancel
      </Button>,
      <Button key="2">Save</Button>,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { justify: 'space-between' } };
export const End: Story = { args: { justify: 'flex-end', gap: 'lg' } };
