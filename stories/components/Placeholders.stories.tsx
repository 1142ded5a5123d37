import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchField, TextField } from '../../src/components';
import { DateField, Select, type SelectOption } from '../../src/components/pickers';
import { darkTheme, lightTheme } from '../../src/theme/themes';
import { CatalogCell, CatalogGrid } from './catalog';
import { msg, useMsg } from '../support/storyText';

/**
 * Empty fields (their placeholder) beside filled ones (typed text), in every kind of field
 * (issue #19 point 8: in the dark theme placeholders looked almost like typed text). The
 * placeholder is the `placeholder` colour of the theme: 4.5:1 on the field and 3:1 away from
 * `text` (src/theme/contrastPairs.ts `DISTINCT_PAIRS`).
 */
function FilledAndEmptyFields() {
  // Labels and placeholders from the app's catalog: the catalog follows the language toolbar.
  const t = useMsg();
  const noop = () => {};
  const states: SelectOption<number>[] = [
    { value: 44, label: 'Texas' },
    { value: 10, label: 'Florida' },
  ];
  return (
    <CatalogGrid columns={2} minWidth={240}>
      <CatalogCell caption="text field, empty">
        <TextField
          label={t('jobOpenings.form.name')}
          name="name-empty"
          value=""
          onChange={noop}
          placeholder={t('jobOpenings.form.namePlaceholder')}
        />
      </CatalogCell>
      <CatalogCell caption="text field, filled">
        <TextField
          label={t('jobOpenings.form.name')}
          name="name-filled"
          value="Warehouse Associate"
          onChange={noop}
        />
      </CatalogCell>
      <CatalogCell caption="search, empty">
        <SearchField
          label={t('jobOpenings.search.label')}
          showLabel
          value=""
          onChange={noop}
          placeholder={t('jobOpenings.search.placeholder')}
        />
      </CatalogCell>
      <CatalogCell caption="search, filled">
        <SearchField label={t('chats.filters.search')} showLabel value="forklift" onChange={noop} />
      </CatalogCell>
      <CatalogCell caption="multiline, empty">
        <TextField
          label={t('chats.composer.label')}
          name="message-empty"
          multiline
          rows={2}
          value=""
          onChange={noop}
          placeholder={t('chats.composer.placeholder')}
        />
      </CatalogCell>
      <CatalogCell caption="multiline, filled">
        <TextField
          label={t('chats.composer.label')}
          name="message-filled"
          multiline
          rows={2}
          value="See you Monday at 9 AM."
          onChange={noop}
        />
      </CatalogCell>
      <CatalogCell caption="select, empty">
        <Select
          label={t('company.field.state')}
          inputId="state-empty"
          options={states}
          value={null}
          onChange={noop}
          placeholder="Choose a state…"
        />
      </CatalogCell>
      <CatalogCell caption="select, filled">
        <Select
          label={t('company.field.state')}
          inputId="state-filled"
          options={states}
          value={44}
          onChange={noop}
        />
      </CatalogCell>
      <CatalogCell caption="date, empty">
        <DateField label={t('company.field.customerSince')} value={null} onChange={noop} />
      </CatalogCell>
      <CatalogCell caption="date, filled">
        <DateField label={t('company.field.customerSince')} value="2024-03-18" onChange={noop} />
      </CatalogCell>
    </CatalogGrid>
  );
}

const meta = {
  title: 'Components/Placeholders',
  component: FilledAndEmptyFields,
} satisfies Meta<typeof FilledAndEmptyFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` of a `#rrggbb` colour, as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Checks the select's placeholder and the filled fields' text colours of `colors`. */
async function checkColours(canvasElement: HTMLElement, colors: typeof lightTheme.colors) {
  const canvas = within(canvasElement);
  const placeholder = canvas.getByText('Choose a state…');
  await expect(getComputedStyle(placeholder).color).toBe(rgb(colors.placeholder));
  const typed = canvas.getByDisplayValue('Warehouse Associate');
  await expect(getComputedStyle(typed).color).toBe(rgb(colors.text));
  await expect(canvas.getByPlaceholderText(msg('jobOpenings.form.namePlaceholder'))).toHaveValue(
    '',
  );
}

export const FilledAndEmpty: Story = {
  play: async ({ canvasElement }) => checkColours(canvasElement, lightTheme.colors),
};

export const FilledAndEmptyInDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => checkColours(canvasElement, darkTheme.colors),
};
