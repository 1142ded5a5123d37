import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs', 'stable'],
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      msg('components.spinner.label'),
    );
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

import { radioControl, textControl } from './playground';

/** Each size; its spoken label, or decorative (inside a button that already says it). */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { size: 'md', label: 'Loading', decorative: false },
  argTypes: { size: radioControl(['sm', 'md', 'lg']), label: textControl },
  play: undefined,
};
