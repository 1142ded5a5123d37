import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge, Inline, Stack } from '../../src/components';

/**
 * The count in a filled pill (issue #21 points 1–2): the unread badge of the navigation's
 * "Inbox" and of the phone's menu button, and a chat row's unread messages. With a `label`,
 * screen readers say it in place of the digits; without one, the badge is hidden from them
 * (its control says the count). The test-runner also shoots each story in dark.
 */
const meta = {
  title: 'Components/CountBadge',
  tags: ['autodocs', 'stable'],
  component: CountBadge,
  args: { count: 3, label: '3 unread messages' },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20 px, beside text, its meaning said to screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
  },
};

/** 18 px, for the corner of an icon button; no label: hidden from screen readers. */
export const SmallUnlabelled: Story = {
  args: { size: 'sm', label: undefined },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('3');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveStyle({ height: '18px' });
  },
};

/** Both sizes with one, two and three digits, beside a navigation-like text. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="md">
      {(['md', 'sm'] as const).map((size) => (
        <Inline key={size} gap="md" align="center">
          {[1, 12, 128].map((count) => (
            <Inline key={count} gap="xs" align="center">
              <span>Inbox</span>
              <CountBadge count={count} size={size} label={`${count} chats with unread replies`} />
            </Inline>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('128 chats with unread replies')).toHaveLength(2);
  },
};

import { radioControl, rangeControl, textControl } from './playground';

/** Any count (above 99 it shows 99+) at both sizes. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { count: 3, label: '3 unread messages', size: 'md' },
  argTypes: { count: rangeControl(0, 150), label: textControl, size: radioControl(['md', 'sm']) },
};
