import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, Inline } from '../../src/components';

const meta = {
  title: 'Components/Avatar',
  tags: ['autodocs', 'stable'],
  component: Avatar,
  args: { name: 'Ana López García' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Ana López García' });
    await expect(img).toHaveTextContent('AG');
  },
};

export const Catalog: Story = {
  render: () => (
    <Inline gap="md">
      <Avatar name="Ana López" size="sm" />
      <Avatar name="Óscar Núñez" />
      <Avatar name="Émile" size="lg" />
      <Avatar name="" />
      <Avatar name="María José Pérez" decorative />
      <Avatar name="Ana López" tone="strong" />
    </Inline>
  ),
};

import { radioControl, textControl } from './playground';

/** Any name, at each size; the colour follows the name. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { name: 'Ana López García', size: 'md', decorative: false },
  argTypes: { name: textControl, size: radioControl(['sm', 'md', 'lg']) },
};
