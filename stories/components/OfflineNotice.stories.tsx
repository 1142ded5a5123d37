import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, OfflineNotice } from '../../src/components';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/OfflineNotice',
  tags: ['autodocs', 'beta'],
  component: OfflineNotice,
  parameters: {
    layout: 'fullscreen',
    // Docs: the full-screen notice covers its own block (Storybook's story height: a box that
    // contains `position: fixed`), not an empty strip.
    docs: { story: { height: '320px' } },
  },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(msg('components.offline.title'));
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
    await expect(alert).toHaveTextContent(msg('components.offline.title'));
    await expect(alert).toHaveTextContent(msg('components.offline.bannerDescription'));
  },
};

export const BannerInSpanish: Story = { args: { variant: 'banner' }, globals: { locale: 'es' } };

import { noControl, radioControl, textControl } from './playground';

/** The banner above a readable page or the full screen; title and description as text. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { variant: 'banner' },
  argTypes: {
    variant: radioControl(['banner', 'fullScreen']),
    title: textControl,
    description: textControl,
    action: noControl,
  },
};
