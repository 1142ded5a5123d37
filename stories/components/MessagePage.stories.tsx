import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, MessagePage } from '../../src/components';

const meta = {
  title: 'Components/MessagePage',
  tags: ['autodocs', 'stable'],
  component: MessagePage,
  parameters: { layout: 'fullscreen' },
  args: {
    code: '404',
    title: 'It is empty here',
    text: 'The page cannot be found.',
    action: <Button>Back to homepage</Button>,
  },
} satisfies Meta<typeof MessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ErrorBoundary: Story = {
  args: {
    code: undefined,
    title: 'Oops! Something went wrong.',
    text: 'Reload the page or go back to the homepage.',
  },
};

export const Embedded: Story = { args: { standalone: false } };

import { noControl, textControl } from './playground';

/** Code, title and text of a full-page message; standalone or inside the app's frame. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { standalone: true },
  argTypes: { code: textControl, title: textControl, text: textControl, action: noControl },
};
