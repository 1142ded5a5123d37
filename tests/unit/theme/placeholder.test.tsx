/**
 * Placeholders read as hints, never as typed text (issue #19 point 8: in the dark theme they
 * looked almost like typed text): the `placeholder` colour of both themes against the fields'
 * background and against `text`, and the fields drawing it.
 */
import { render } from '@testing-library/react';
import { getContrast } from 'polished';
import { ThemeProvider } from 'styled-components';
import { TextField } from '../../../src/components';
import { DateField } from '../../../src/components/DateField';
import { buildSelectStyles } from '../../../src/components/selectParts';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { CONTRAST_PAIRS, DISTINCT_PAIRS } from '../../../src/theme/contrastPairs';
import { themes } from '../../../src/theme/themes';

/** Every CSS rule styled-components has injected, without spaces. */
const injectedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n')
    .replace(/\s+/g, '');

describe.each(Object.values(themes))('the $mode theme', (theme) => {
  const { placeholder, surface, text } = theme.colors;

  it('has a placeholder colour readable on a field (4.5:1) and 3:1 away from typed text', () => {
    expect(placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(getContrast(placeholder, surface)).toBeGreaterThanOrEqual(4.5);
    expect(getContrast(placeholder, text)).toBeGreaterThanOrEqual(3);
    expect(CONTRAST_PAIRS).toContainEqual(
      expect.objectContaining({ foreground: 'placeholder', background: 'surface', minimum: 4.5 }),
    );
  });

  it.each(DISTINCT_PAIRS)('keeps $first and $second apart ($use): $minimum:1', (pair) => {
    expect(getContrast(theme.colors[pair.first], theme.colors[pair.second])).toBeGreaterThanOrEqual(
      pair.minimum,
    );
  });

  it('draws placeholders of text fields, selects and date fields in it', () => {
    const { unmount } = render(
      <ThemeProvider theme={theme}>
        <I18nProvider language="en" timeZone="UTC">
          <TextField label="Name" name="name" value="" onChange={() => {}} placeholder="e.g." />
          <DateField label="Since" value={null} onChange={() => {}} />
        </I18nProvider>
      </ThemeProvider>,
    );
    const css = injectedCss();
    expect(css).toContain(`::placeholder{color:${placeholder};`);
    // The date field's empty trigger shows its placeholder text in the same colour.
    const trigger = document.querySelector('button[aria-haspopup="dialog"]');
    expect(trigger).not.toBeNull();
    const rule = Array.from(trigger?.classList ?? [])
      .map((name) => new RegExp(`\\.${name}\\{[^}]*\\}`).exec(css)?.[0])
      .find((found) => found?.includes('color:'));
    expect(rule).toContain(`color:${placeholder};`);
    unmount();
    const select = buildSelectStyles(theme, false);
    expect(select.placeholder?.({} as never, {} as never)).toMatchObject({ color: placeholder });
  });
});
