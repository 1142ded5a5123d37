import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Icon, PageHeader } from '../../src/components';

const meta = {
  title: 'Components/PageHeader',
  tags: ['autodocs'],
  component: PageHeader,
  args: {
    title: 'Job Openings',
    description: 'Create openings and review the candidates we suggest.',
    actions: <Button startIcon={<Icon name="plus" size={18} />}>Create job opening</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };
export const NarrowScreen: Story = { parameters: { viewport: { width: 375, height: 640 } } };
