import type { Meta, StoryObj } from '@storybook/react-vite';
import { ICON_NAMES, Icon } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';

const meta = {
  title: 'Components/Icon',
  tags: ['autodocs', 'stable'],
  component: Icon,
  args: { name: 'briefcase', size: 24 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={8}>
      {ICON_NAMES.map((name) => (
        <CatalogCell key={name} caption={name}>
          <Icon name={name} size={24} />
        </CatalogCell>
      ))}
    </CatalogGrid>
  ),
};

import { rangeControl, textControl } from './playground';

/** Any icon at any size; a title makes it announced instead of decorative. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { name: 'briefcase', size: 24 },
  argTypes: { size: rangeControl(12, 64, 2), title: textControl },
};
