import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from '../../src/components/pickers';
import { SelectPlaceholder } from '../../src/components/LazySelect';
import { CatalogCell, CatalogGrid } from './catalog';
import { typeInto } from '../support/keyboard';
import { useMsg } from '../support/storyText';

const STATES: SelectOption<number>[] = [
  { value: 1, label: 'Aguascalientes' },
  { value: 2, label: 'Baja California' },
  { value: 3, label: 'Jalisco' },
  { value: 4, label: 'Nuevo León' },
  { value: 5, label: 'Yucatán' },
];

const meta = {
  title: 'Components/Select',
  tags: ['autodocs', 'stable'],
  component: Select<number>,
  args: {
    label: 'State',
    inputId: 'state',
    options: STATES,
    value: null,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 360, minHeight: 320 }}>
        <Select
          {...args}
          value={value}
          onChange={(next, option) => {
            setValue(next);
            args.onChange(next, option);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Select<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('State');
    await typeInto(input, 'Jal');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(3, STATES[2]);
    await expect(canvas.getByText('Jalisco')).toBeInTheDocument();
  },
};

export const OpenMenu: Story = { args: { value: 3, defaultMenuIsOpen: true } };

export const NoOptions: Story = {
  args: { options: [], defaultMenuIsOpen: true },
};

export const Catalog: Story = {
  render: function Catalog() {
    const t = useMsg();
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={220}>
        <CatalogCell caption="placeholder">
          <Select
            label={t('company.field.state')}
            inputId="s1"
            options={STATES}
            value={null}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="selected">
          <Select
            label={t('company.field.state')}
            inputId="s2"
            options={STATES}
            value={3}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="clearable">
          <Select
            label={t('company.field.state')}
            inputId="s3"
            options={STATES}
            value={4}
            isClearable
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="loading">
          <Select
            label={t('company.field.city')}
            inputId="s4"
            options={[]}
            value={null}
            isLoading
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <Select
            label={t('company.field.city')}
            inputId="s5"
            options={[]}
            value={null}
            isDisabled
            hint={t('company.field.cityHint')}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="error">
          <Select
            label={t('company.field.size')}
            inputId="s6"
            options={STATES}
            value={null}
            required
            error={t('validation.required', { attribute: t('company.attribute.size') })}
            onChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

export const NoOptionsInSpanish: Story = { ...NoOptions, globals: { locale: 'es' } };

/**
 * What a `LazySelect` shows while `Select`'s chunk loads (issue #31 point 1): the placeholder
 * (left) beside the select it stands for (right), empty and with a choice — the same box, so
 * nothing moves when the select replaces it (checked: the same height).
 */
export const LoadingPlaceholder: Story = {
  render: () => {
    const noop = () => {};
    return (
      <CatalogGrid columns={2} minWidth={220}>
        <CatalogCell caption="placeholder while loading">
          <SelectPlaceholder
            label="State"
            inputId="p1"
            options={STATES}
            value={null}
            placeholder="All states"
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="select">
          <Select
            label="State"
            inputId="p2"
            options={STATES}
            value={null}
            placeholder="All states"
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="chosen, while loading">
          <SelectPlaceholder
            label="State"
            inputId="p3"
            options={STATES}
            value={3}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="chosen">
          <Select label="State" inputId="p4" options={STATES} value={3} onChange={noop} />
        </CatalogCell>
      </CatalogGrid>
    );
  },
  play: async ({ canvasElement }) => {
    const placeholders = Array.from(canvasElement.querySelectorAll('[data-select-placeholder]'));
    const controls = Array.from(canvasElement.querySelectorAll('.hl-select__control'));
    await expect(placeholders).toHaveLength(2);
    await expect(controls).toHaveLength(2);
    for (const [index, placeholder] of placeholders.entries()) {
      const box = placeholder.getBoundingClientRect();
      const control = controls[index].getBoundingClientRect();
      await expect([box.height, box.width]).toEqual([control.height, control.width]);
    }
    await expect(placeholders[1]).toHaveTextContent('Jalisco');
  },
};

import { noControl, radioControl, textControl } from './playground';

/** Label, hint, error and placeholder as text; loading, disabled, clearable, searchable. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    hint: 'Where the job is',
    error: '',
    isLoading: false,
    isDisabled: false,
    isClearable: false,
    isSearchable: true,
    menuPlacement: 'auto',
  },
  argTypes: {
    label: textControl,
    hint: textControl,
    error: textControl,
    placeholder: textControl,
    noOptionsMessage: textControl,
    menuPlacement: radioControl(['auto', 'top', 'bottom']),
    options: noControl,
  },
};
