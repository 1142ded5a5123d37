import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Icon, PageHeader } from '../../src/components';

const meta = {
  title: 'Components/PageHeader',
  tags: ['autodocs', 'stable'],
  component: PageHeader,
  args: {
    title: 'Job openings',
    description: 'Create openings and review the candidates we suggest.',
    actions: <Button startIcon={<Icon name="plus" size={18} />}>Create job opening</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 640 } } },
};

import { noControl, textControl } from './playground';

/** Title and description as text; the action keeps the example button. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  argTypes: { title: textControl, description: textControl, actions: noControl },
};
