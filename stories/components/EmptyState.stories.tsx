import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState, Icon } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';

const meta = {
  title: 'Components/EmptyState',
  tags: ['autodocs', 'stable'],
  component: EmptyState,
  args: {
    title: 'No job openings yet',
    description: 'Create your first job opening and we will suggest matching candidates.',
    action: <Button startIcon={<Icon name="plus" size={18} />}>Create job opening</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={3} minWidth={260}>
      <CatalogCell caption="with action">
        <EmptyState
          title="No job openings yet"
          description="Create your first job opening."
          action={<Button>Create job opening</Button>}
        />
      </CatalogCell>
      <CatalogCell caption="custom icon">
        <EmptyState
          icon={<Icon name="user" size={28} />}
          title="No candidates available"
          description="No job seekers are available now. We will send you a message when some are."
        />
      </CatalogCell>
      <CatalogCell caption="no icon, h3">
        <EmptyState
          icon={null}
          headingLevel={3}
          title="No results"
          description="Try other filters."
        />
      </CatalogCell>
    </CatalogGrid>
  ),
};

import { iconControl, noControl, radioControl, textControl } from './playground';

/** Title, description and icon of an empty state; its action keeps the example button. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { icon: 'briefcase', headingLevel: 2 },
  argTypes: {
    title: textControl,
    description: textControl,
    icon: iconControl({ size: 32 }),
    headingLevel: radioControl([2, 3]),
    action: noControl,
  },
};
