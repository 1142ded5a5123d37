import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press } from '../support/keyboard';
import { msg } from '../support/storyText';

const meta = {
  title: 'Components/Pagination',
  tags: ['autodocs', 'stable'],
  component: Pagination,
  args: { currentPage: 5, lastPage: 12, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.currentPage);
    return (
      <Pagination
        {...args}
        currentPage={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Navigate: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(
      within(canvasElement).getByRole('navigation', { name: msg('components.pagination.label') }),
    );
    await expect(
      nav.getByRole('button', { name: msg('components.pagination.page', { page: 5 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await press(nav.getByRole('button', { name: msg('components.pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await press(nav.getByRole('button', { name: msg('components.pagination.page', { page: 12 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(
      nav.getByRole('button', { name: msg('components.pagination.next') }),
    ).toBeDisabled();
    await press(nav.getByRole('button', { name: msg('components.pagination.previous') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
  },
};

export const InSpanish: Story = { globals: { locale: 'es' } };

export const Catalog: Story = {
  render: () => {
    const noop = () => {};
    return (
      <CatalogGrid columns={1}>
        <CatalogCell caption="first of 3">
          <Pagination
            label="Pagination, first of 3"
            currentPage={1}
            lastPage={3}
            onPageChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="1 of 20">
          <Pagination
            label="Pagination, 1 of 20"
            currentPage={1}
            lastPage={20}
            onPageChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="10 of 20">
          <Pagination
            label="Pagination, 10 of 20"
            currentPage={10}
            lastPage={20}
            onPageChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="20 of 20">
          <Pagination
            label="Pagination, 20 of 20"
            currentPage={20}
            lastPage={20}
            onPageChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled (fetching)">
          <Pagination
            label="Pagination, disabled (fetching)"
            currentPage={4}
            lastPage={7}
            disabled
            onPageChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { height: { phone: 640 } } },
};

import { rangeControl } from './playground';

/** Current and last page, pages shown beside the current one, disabled. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { currentPage: 5, lastPage: 12, siblings: 1, disabled: false },
  argTypes: {
    currentPage: rangeControl(1, 50),
    lastPage: rangeControl(1, 50),
    siblings: rangeControl(0, 3),
  },
  render: (args) => <Pagination {...args} />,
};
