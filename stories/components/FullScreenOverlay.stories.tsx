import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenOverlay } from '../../src/components';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/FullScreenOverlay',
  tags: ['autodocs', 'stable'],
  component: FullScreenOverlay,
  parameters: {
    layout: 'fullscreen',
    // Docs: the overlay covers its own block (Storybook's story height: a box that contains
    // `position: fixed`), not an empty strip.
    docs: { story: { height: '280px' } },
  },
} satisfies Meta<typeof FullScreenOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      msg('components.spinner.label'),
    );
  },
};

export const CheckingSession: Story = { args: { label: 'Checking your session…' } };
export const InSpanish: Story = { globals: { locale: 'es' } };

import { textControl } from './playground';

/** The overlay's spoken label. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { label: 'Checking your session…' },
  argTypes: { label: textControl },
};
