import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../src/components';

const meta = {
  title: 'Components/VisuallyHidden',
  tags: ['autodocs', 'stable'],
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

import { textControl } from './playground';

/** The text only screen readers announce (nothing shows: read it in the Accessibility panel). */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { children: '3 unread messages' },
  argTypes: { children: textControl },
  play: undefined,
};
