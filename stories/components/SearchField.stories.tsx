import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SearchField } from '../../src/components';
import { CatalogCell, CatalogGrid } from './catalog';
import { press, typeInto } from '../support/keyboard';
import { msg, useMsg } from '../support/storyText';

const meta = {
  title: 'Components/SearchField',
  tags: ['autodocs', 'stable'],
  component: SearchField,
  args: { label: 'Search job openings', value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 360 }}>
        <SearchField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TypeAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search job openings' });
    await typeInto(input, 'driver');
    await expect(args.onChange).toHaveBeenLastCalledWith('driver');
    await press(canvas.getByRole('button', { name: msg('components.search.clear') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const Catalog: Story = {
  render: function Catalog() {
    const t = useMsg();
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={220}>
        <CatalogCell caption="empty">
          <SearchField label={t('jobOpenings.search.label')} value="" onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="filled">
          <SearchField label={t('chats.filters.search')} value="Warehouse" onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="visible label">
          <SearchField label="Search" showLabel value="" onChange={noop} />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <SearchField label="Search candidates" value="" disabled onChange={noop} />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

export const CatalogInSpanish: Story = { ...Catalog, globals: { locale: 'es' } };

import { textControl } from './playground';

/** Label (shown or only announced), placeholder, disabled. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { showLabel: false, placeholder: 'Search by name', disabled: false },
  argTypes: { label: textControl, placeholder: textControl },
};
