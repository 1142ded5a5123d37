import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect, type SelectOption } from '../../src/components/pickers';
import { CatalogCell, CatalogGrid } from './catalog';
import { typeInto } from '../support/keyboard';
import { useMsg } from '../support/storyText';

const SKILLS: SelectOption<number>[] = [
  { value: 1, label: 'TypeScript' },
  { value: 2, label: 'React' },
  { value: 3, label: 'Node.js' },
  { value: 4, label: 'PostgreSQL' },
  { value: 5, label: 'Forklift operation' },
  { value: 6, label: 'Customer service' },
];

const meta = {
  title: 'Components/MultiSelect',
  tags: ['autodocs', 'stable'],
  component: MultiSelect<number>,
  args: {
    label: 'Skills',
    inputId: 'skills',
    options: SKILLS,
    value: [1, 2],
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState<readonly number[]>(args.value);
    return (
      <div style={{ maxWidth: 420, minHeight: 340 }}>
        <MultiSelect
          {...args}
          value={value}
          onChange={(next, options) => {
            setValue(next);
            args.onChange(next, options);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof MultiSelect<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Skills');
    await typeInto(input, 'Post');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      [1, 2, 4],
      [SKILLS[0], SKILLS[1], SKILLS[3]],
    );
  },
};

export const OpenMenu: Story = { args: { value: [2], defaultMenuIsOpen: true } };

/** Server-side search: options come filtered from outside via onInputChange. */
export const AsyncSearch: Story = {
  args: { value: [], filterLocally: false, onInputChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<readonly number[]>(args.value);
    const [options, setOptions] = useState(SKILLS.slice(0, 3));
    return (
      <div style={{ maxWidth: 420, minHeight: 340 }}>
        <MultiSelect
          {...args}
          options={options}
          value={value}
          onInputChange={(text, meta) => {
            args.onInputChange?.(text, meta);
            if (meta.action === 'input-change') {
              setOptions(SKILLS.filter((s) => s.label.toLowerCase().includes(text.toLowerCase())));
            }
          }}
          onChange={(next, chosen) => {
            setValue(next);
            args.onChange(next, chosen);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Skills');
    await typeInto(input, 'fork');
    await expect(args.onInputChange).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await typeInto(input, 'react');
    await userEvent.keyboard('{Enter}');
    // The first pick keeps its label although it is no longer among the options.
    await expect(canvas.getByText('Forklift operation')).toBeInTheDocument();
    await expect(canvas.getByText('React')).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: function Catalog() {
    const t = useMsg();
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={240}>
        <CatalogCell caption="empty">
          <MultiSelect
            label={t('jobOpenings.form.skills')}
            inputId="m1"
            options={SKILLS}
            value={[]}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="selected">
          <MultiSelect
            label={t('jobOpenings.form.skills')}
            inputId="m2"
            options={SKILLS}
            value={[1, 2, 3, 5]}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="loading">
          <MultiSelect
            label={t('jobOpenings.form.skills')}
            inputId="m3"
            options={SKILLS}
            value={[1]}
            isLoading
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <MultiSelect
            label={t('jobOpenings.form.skills')}
            inputId="m4"
            options={SKILLS}
            value={[2]}
            isDisabled
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="error">
          <MultiSelect
            label={t('jobOpenings.form.skills')}
            inputId="m5"
            options={SKILLS}
            value={[]}
            required
            error={t('validation.minItems', { attribute: t('jobOpenings.field.skills'), min: 1 })}
            onChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

import { noControl, textControl } from './playground';

/** Label, hint, error and placeholder as text; loading, disabled, required. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { hint: 'Pick the skills the job needs', error: '', isLoading: false, isDisabled: false },
  argTypes: {
    label: textControl,
    hint: textControl,
    error: textControl,
    placeholder: textControl,
    noOptionsMessage: textControl,
    options: noControl,
  },
};
