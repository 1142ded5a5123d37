import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Inline } from '../../src/components';

const meta = {
  title: 'Components/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'Hired', variant: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge>Neutral</Badge>
      <Badge variant="success">Hired</Badge>
      <Badge variant="danger">Rejected</Badge>
      <Badge variant="warning">Locked</Badge>
      <Badge variant="info">Unlocked</Badge>
    </Inline>
  ),
};
