import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs'],
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns={4}>
      <CatalogCell caption="sm">
        <Spinner size="sm" />
      </CatalogCell>
      <CatalogCell caption="md">
        <Spinner size="md" />
      </CatalogCell>
      <CatalogCell caption="lg">
        <Spinner size="lg" label="Loading candidates…" />
      </CatalogCell>
      <CatalogCell caption="decorative">
        <Spinner decorative />
      </CatalogCell>
    </CatalogGrid>
  ),
};
