import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, OfflineNotice } from '../../src/components';

const meta = {
  title: 'Components/OfflineNotice',
  tags: ['autodocs'],
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No internet connection');
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="secondary">Try again</Button> },
};
export const InSpanish: Story = { globals: { locale: 'es' } };

/**
 * The banner above a signed-in employer's last-seen page (issue #31 point 3): the page under it
 * stays readable.
 */
export const Banner: Story = {
  args: { variant: 'banner' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No internet connection');
    await expect(alert).toHaveTextContent('You can keep reading what is on screen.');
  },
};

export const BannerInSpanish: Story = { args: { variant: 'banner' }, globals: { locale: 'es' } };
