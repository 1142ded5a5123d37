/**
 * A date range applies when it is whole (issue #30 point 9): the first day picked is kept by
 * the field while the calendar asks for the last one — `onChange` is not called, so a list
 * filtered by the field does not change behind the calendar —; the second day applies both
 * (in either order); closing the calendar with only the first day picked applies that day
 * alone, whichever way it is closed.
 */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeField, type DateRangeValue } from '../../../src/components/DateRangeField';
import { renderWithProviders } from './renderWithProviders';

/** The field over `initial`, its value kept as a list page keeps it; `onChange` records. */
function renderField(onChange: jest.Mock, initial: DateRangeValue = {}) {
  function Harness() {
    const [value, setValue] = useState<DateRangeValue>(initial);
    return (
      <>
        <DateRangeField
          label="Created"
          value={value}
          defaultMonth={new Date(2026, 4, 1)}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  renderWithProviders(<Harness />);
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: /^Created/ }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a date range' });
  // The calendar's code arrives after the click (its own chunk).
  await within(dialog).findByRole('button', { name: 'Done' });
  return dialog;
}

function day(dialog: HTMLElement, name: RegExp) {
  return within(dialog).getByRole('button', { name });
}

describe('DateRangeField applies a range when it is whole (issue #30 point 9)', () => {
  it('keeps the first day to itself, asks for the last, then applies both', async () => {
    const onChange = jest.fn();
    renderField(onChange);
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, /May 4, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    // The calendar shows the day picked and asks for the end; the field still reads "Any date".
    expect(day(dialog, /May 4, 2026/)).toHaveAccessibleName(/, selected$/);
    // Said in a polite live region (the month's caption is another).
    expect(
      within(dialog).getByText('Now choose the last day — or Done for May 4, 2026 alone.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /^Created/ })).toHaveAccessibleName(
      'Created Any date',
    );
    await userEvent.click(day(dialog, /May 8, 2026/));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-08' });
    expect(within(dialog).queryByText(/Now choose the last day/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Created/ })).toHaveAccessibleName(
      'Created May 4, 2026 – May 8, 2026',
    );
  });

  it('takes the two days in either order', async () => {
    const onChange = jest.fn();
    renderField(onChange);
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, /May 20, 2026/));
    await userEvent.click(day(dialog, /May 6, 2026/));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-06', to: '2026-05-20' });
  });

  it('starts a new range over an applied one, applying nothing until it is whole', async () => {
    const onChange = jest.fn();
    renderField(onChange, { from: '2026-05-04', to: '2026-05-12' });
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, /May 18, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    // Only the new first day is shown selected, not the range it replaces.
    expect(day(dialog, /May 18, 2026/)).toHaveAccessibleName(/, selected$/);
    expect(day(dialog, /May 8, 2026/)).not.toHaveAccessibleName(/, selected$/);
    await userEvent.click(day(dialog, /May 22, 2026/));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-18', to: '2026-05-22' });
  });

  it.each([
    ['Done', () => userEvent.click(screen.getByRole('button', { name: 'Done' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['a click outside', () => userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }))],
    ['the field', () => userEvent.click(screen.getByRole('button', { name: /^Created/ }))],
  ])('applies the first day alone when closed by %s', async (_way, closeCalendar) => {
    const onChange = jest.fn();
    renderField(onChange);
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, /May 4, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    await closeCalendar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-04' });
    // A single day reads as that day.
    expect(screen.getByRole('button', { name: /^Created/ })).toHaveAccessibleName(
      'Created May 4, 2026',
    );
  });

  it('closes without a change when no day was picked', async () => {
    const onChange = jest.fn();
    renderField(onChange, { from: '2026-05-04', to: '2026-05-12' });
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears a first day being picked without applying it', async () => {
    const onChange = jest.fn();
    renderField(onChange);
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, /May 4, 2026/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear dates' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Nothing was applied, so there was nothing to clear either.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Created/ })).toHaveAccessibleName(
      'Created Any date',
    );
  });
});
