import type { Meta, StoryObj } from '@storybook/react-vite';
import { ICON_NAMES, Icon } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';

const meta = {
  title: 'Components/Icon',
  tags: ['autodocs'],
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
