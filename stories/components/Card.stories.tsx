import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, Inline, Tag } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';

const meta = {
  title: 'Components/Card',
  tags: ['autodocs', 'stable'],
  component: Card,
  args: {
    title: 'Warehouse associate',
    actions: <Badge variant="success">2 of 5 hired</Badge>,
    children: (
      <Inline gap="xs">
        <Tag>Forklift operation</Tag>
        <Tag>Inventory</Tag>
      </Inline>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={2} minWidth={280}>
      <CatalogCell caption="title + actions">
        <Card
          title="Company information"
          actions={
            <Button size="sm" variant="secondary">
              Edit
            </Button>
          }
        >
          Acme Logistics · Guadalajara, Jalisco
        </Card>
      </CatalogCell>
      <CatalogCell caption="padding sm, h3">
        <Card padding="sm" title="Current plan" headingLevel={3}>
          Monthly plan
        </Card>
      </CatalogCell>
      <CatalogCell caption="padding lg">
        <Card padding="lg">Large padding content</Card>
      </CatalogCell>
      <CatalogCell caption="padding none, interactive">
        <Card padding="none" interactive>
          <div style={{ padding: 16 }}>Interactive list item</div>
        </Card>
      </CatalogCell>
    </CatalogGrid>
  ),
};

import { noControl, radioControl, textControl } from './playground';

/** A card's title, content, padding and heading level; its status slot keeps the badge. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    title: 'Warehouse associate',
    children: 'Monterrey, Nuevo León · 5 candidates wanted',
    padding: 'md',
    headingLevel: 2,
    interactive: false,
  },
  argTypes: {
    title: textControl,
    children: textControl,
    padding: radioControl(['none', 'sm', 'md', 'lg']),
    headingLevel: radioControl([2, 3]),
    actions: noControl,
    as: noControl,
  },
};
