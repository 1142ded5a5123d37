import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StackedBar } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';

const EVERY_STATUS = [
  { key: 'pending', value: 2, label: '2 pending', tone: 'warning' },
  { key: 'unlocked', value: 1, label: '1 unlocked', tone: 'info' },
  { key: 'expired', value: 1, label: '1 expired', tone: 'neutral' },
  { key: 'hired', value: 1, label: '1 hired', tone: 'success' },
  { key: 'rejected', value: 1, label: '1 rejected', tone: 'danger' },
] as const;

const meta = {
  title: 'Components/StackedBar',
  tags: ['autodocs', 'beta'],
  component: StackedBar,
  args: {
    segments: EVERY_STATUS,
    label: 'Chats by status: 2 pending, 1 unlocked, 1 expired, 1 hired, 1 rejected, 2 unread',
    extra: <Badge variant="info">2 unread</Badge>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StackedBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status present, with the unread badge (issue #9 point 3). */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^Chats by status: 2 pending/);
    await expect(canvasElement.querySelectorAll('[data-segment]')).toHaveLength(5);
    await expect(canvas.getByText('2 unread')).toBeVisible();
  },
};

/** Zero values hidden from the legend; an empty bar; one status only. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={1}>
      <CatalogCell caption="hideEmpty">
        <StackedBar
          hideEmpty
          label="Chats by status: 3 pending, 0 unlocked, 0 expired, 1 hired, 0 rejected"
          segments={[
            { key: 'pending', value: 3, label: '3 pending', tone: 'warning' },
            { key: 'unlocked', value: 0, label: '0 unlocked', tone: 'info' },
            { key: 'hired', value: 1, label: '1 hired', tone: 'success' },
          ]}
        />
      </CatalogCell>
      <CatalogCell caption="All zero">
        <StackedBar
          label="Chats by status: none"
          segments={[{ key: 'pending', value: 0, label: '0 pending', tone: 'warning' }]}
        />
      </CatalogCell>
      <CatalogCell caption="One status">
        <StackedBar
          label="Chats by status: 4 hired"
          segments={[{ key: 'hired', value: 4, label: '4 hired', tone: 'success' }]}
        />
      </CatalogCell>
    </CatalogGrid>
  ),
};

import { noControl, textControl } from './playground';

/** The spoken label and empty parts hidden or kept; the parts as data to edit. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { hideEmpty: false },
  argTypes: { label: textControl, extra: noControl },
  play: undefined,
};
