import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '../../src/components';

const meta = {
  title: 'Components/Stack',
  tags: ['autodocs', 'stable'],
  component: Stack,
  args: {
    gap: 'md',
    children: [
      <Button key="1">First</Button>,
      <Button key="2" variant="secondary">
        Second
      </Button>,
      <Button key="3" variant="ghost">
        Third
      </Button>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CenteredLargeGap: Story = { args: { gap: 'xl', align: 'center' } };

import { SPACE_NAMES, noControl, selectControl } from './playground';

/** Gap and alignment of a column. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { gap: 'md', align: 'stretch' },
  argTypes: {
    gap: selectControl(SPACE_NAMES),
    align: selectControl(['stretch', 'flex-start', 'center', 'flex-end']),
    children: noControl,
    as: noControl,
  },
};
