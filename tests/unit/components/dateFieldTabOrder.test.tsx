/**
 * Issue #30 point 12: the "Customer since" calendar (DateField) showed its month and year menus
 * first (top left) and the previous / next month buttons to their right, but Tab reached the
 * buttons first. Tab now follows what is drawn: month, year, previous, next, the days, Done — in
 * English and in Spanish.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from '../../../src/components/DateField';
import type { Language } from '../../../src/i18n/messages';
import { renderWithProviders } from './renderWithProviders';

/** What a Tab stop is: its role and accessible name, in the order Tab reaches them. */
function tabStop(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  if (element.tagName === 'SELECT') return `menu ${label}`;
  if (element.closest('[role="grid"]')) return 'day';
  return `button ${label}`;
}

function renderOpen(language: Language) {
  renderWithProviders(
    <DateField
      label="Customer since"
      value="2021-03-15"
      onChange={() => undefined}
      max="2026-05-15"
      defaultOpen
    />,
    language,
  );
  return screen.getByRole('dialog');
}

it.each([
  [
    'en',
    [
      'menu Choose the Month',
      'menu Choose the Year',
      /^button Go to the Previous Month/,
      /^button Go to the Next Month/,
      'day',
      'button Done',
    ],
  ],
  [
    'es',
    [
      'menu Elegir el mes',
      'menu Elegir el año',
      /^button Ir al mes anterior/,
      /^button Ir al mes siguiente/,
      'day',
      'button Listo',
    ],
  ],
] as const)(
  'in %s, Tab goes month, year, previous, next, the days, Done',
  async (language, order) => {
    const user = userEvent.setup();
    const calendar = renderOpen(language as Language);
    // From the month menu (the first control drawn), Tab through the calendar to Done.
    const stops: string[] = [];
    act(() => within(calendar).getAllByRole('combobox')[0].focus());
    for (let i = 0; i < 10 && calendar.contains(document.activeElement); i += 1) {
      stops.push(tabStop(document.activeElement as Element));
      if (stops.at(-1)?.startsWith('button Done') || stops.at(-1)?.startsWith('button Listo'))
        break;
      await user.tab();
    }
    expect(stops).toHaveLength(order.length);
    order.forEach((expected, index) => {
      if (typeof expected === 'string') expect(stops[index]).toBe(expected);
      else expect(stops[index]).toMatch(expected);
    });
  },
);

it('puts the month and year menus before the month buttons in the page (shift+Tab from a day)', async () => {
  const user = userEvent.setup();
  const calendar = renderOpen('en');
  const day = within(calendar).getByRole('button', { name: /March 15, 2021/ });
  act(() => day.focus());
  await user.tab({ shift: true });
  expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Next Month/);
  await user.tab({ shift: true });
  expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Previous Month/);
  await user.tab({ shift: true });
  expect(document.activeElement?.tagName).toBe('SELECT');
});
