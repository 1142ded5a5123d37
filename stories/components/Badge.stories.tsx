import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Inline } from '../../src/components';

const meta = {
  title: 'Components/Badge',
  tags: ['autodocs', 'stable'],
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
      <Badge variant="teal">Checkout</Badge>
      <Badge variant="purple">Unlock</Badge>
    </Inline>
  ),
};

import { selectControl, textControl } from './playground';

/** Any status word in any colour. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { children: 'Pending', variant: 'neutral' },
  argTypes: {
    children: textControl,
    variant: selectControl(['neutral', 'success', 'danger', 'warning', 'info']),
  },
};
