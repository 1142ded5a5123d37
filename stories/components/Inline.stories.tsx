import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline } from '../../src/components';

const meta = {
  title: 'Components/Inline',
  tags: ['autodocs', 'stable'],
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

import { SPACE_NAMES, noControl, selectControl } from './playground';

/** Gap, alignment, spreading and wrapping of a row. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { gap: 'sm', align: 'center', justify: 'flex-start', wrap: true },
  argTypes: {
    gap: selectControl(SPACE_NAMES),
    align: selectControl(['stretch', 'flex-start', 'center', 'flex-end', 'baseline']),
    justify: selectControl(['flex-start', 'center', 'flex-end', 'space-between']),
    children: noControl,
    as: noControl,
  },
};
