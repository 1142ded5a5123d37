import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../src/components';

const meta = {
  title: 'Components/VisuallyHidden',
  tags: ['autodocs'],
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Only screen readers read this'),
    ).toBeInTheDocument();
  },
};
