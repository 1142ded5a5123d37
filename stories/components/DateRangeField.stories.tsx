import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor, expect, fn, userEvent, within } from 'storybook/test';
import {
  DateRangeField,
  loadDateRangeCalendar,
  type DateRangeCalendarLoader,
  type DateRangeValue,
} from '../../src/components/pickers';
import { CatalogCell, CatalogGrid } from './catalog';
import { chooseDay, press } from '../support/keyboard';
import { longDate, msg, useMsg } from '../support/storyText';

const MAY_2026 = new Date(2026, 4, 1);

/** A calendar whose code never arrives (a very slow network). */
const neverArrives: DateRangeCalendarLoader = () => new Promise(() => {});
/** A calendar whose chunk cannot be fetched (offline, a new deployment). */
const cannotLoad: DateRangeCalendarLoader = () =>
  Promise.reject(new Error('Failed to fetch dynamically imported module'));

const meta = {
  title: 'Components/DateRangeField',
  tags: ['autodocs', 'stable'],
  component: DateRangeField,
  args: {
    label: 'Created between',
    id: 'created',
    value: {},
    defaultMonth: MAY_2026,
    onChange: fn(),
  },
  // The calendar's code (its own chunk, loaded when the field opens) is there before the story
  // renders: an open calendar shows at once, as it does once loaded in the app.
  loaders: [async () => ({ calendar: await loadDateRangeCalendar() })],
  render: function Render(args) {
    const [value, setValue] = useState<DateRangeValue>(args.value);
    return (
      <div style={{ maxWidth: 340, minHeight: 440 }}>
        <DateRangeField
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
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRange: Story = { args: { value: { from: '2026-05-04', to: '2026-05-12' } } };

export const Open: Story = {
  args: { value: { from: '2026-05-04', to: '2026-05-12' }, defaultOpen: true },
};

export const OpenInSpanish: Story = { ...Open, globals: { locale: 'es' } };

export const PickAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: /Created between/ }));
    const dialog = canvas.getByRole('dialog', { name: msg('components.dateRange.calendar') });
    const calendar = within(dialog);
    await chooseDay(dialog, '2026-05-04');
    // The first day alone applies nothing (issue #30 point 9).
    await expect(args.onChange).not.toHaveBeenCalled();
    await chooseDay(dialog, '2026-05-08');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-08' });
    await press(calendar.getByRole('button', { name: msg('components.dateRange.done') }));
    const trigger = canvas.getByRole('button', { name: /Created between/ });
    await expect(trigger).toHaveAccessibleName(
      `Created between ${msg('components.dateRange.range', { from: longDate('2026-05-04', 'medium'), to: longDate('2026-05-08', 'medium') })}`,
    );
    await expect(trigger).toHaveFocus();
    await press(canvas.getByRole('button', { name: msg('components.dateRange.clear') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

/**
 * The first day picked, the last one awaited (issue #30 point 9): the calendar shows the day and
 * asks for the end; nothing is applied yet (the field still reads its previous value and
 * `onChange` has not been called), so a list filtered by the field stays as it was.
 */
export const PickingTheLastDay: Story = {
  args: { value: { from: '2026-05-11', to: '2026-05-13' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: /Created between/ }));
    const dialog = canvas.getByRole('dialog', { name: msg('components.dateRange.calendar') });
    await chooseDay(dialog, '2026-05-04');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(dialog).getByText(
        msg('components.dateRange.pickEnd', { day: longDate('2026-05-04', 'medium') }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Created between/ })).toHaveAccessibleName(
      `Created between ${msg('components.dateRange.range', { from: longDate('2026-05-11', 'medium'), to: longDate('2026-05-13', 'medium') })}`,
    );
  },
};

/** Done with only the first day picked: that day alone is applied, and reads as that day. */
export const FirstDayAloneOnDone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: /Created between/ }));
    const dialog = canvas.getByRole('dialog', { name: msg('components.dateRange.calendar') });
    await chooseDay(dialog, '2026-05-04');
    await press(within(dialog).getByRole('button', { name: msg('components.dateRange.done') }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-04' });
    await expect(canvas.getByRole('button', { name: /Created between/ })).toHaveAccessibleName(
      `Created between ${longDate('2026-05-04', 'medium')}`,
    );
  },
};

export const EscapeCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Opened before the calendar's code has arrived: the popover shows a spinner meanwhile. */
export const CalendarLoading: Story = {
  args: { defaultOpen: true, loadCalendar: neverArrives },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', {
      name: msg('components.dateRange.calendar'),
    });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      msg('components.spinner.label'),
    );
  },
};

/** The calendar's code could not be fetched: said in the popover, with Try again. */
export const CalendarLoadFailed: Story = {
  args: { defaultOpen: true, loadCalendar: cannotLoad },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', {
      name: msg('components.dateRange.calendar'),
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      msg('common.error.generic'),
    );
    // Try again fetches it again (here it fails again, and says so again).
    await press(within(dialog).getByRole('button', { name: msg('common.retry') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      msg('common.error.generic'),
    );
  },
};

export const Catalog: Story = {
  render: function Catalog() {
    const t = useMsg();
    const noop = () => {};
    return (
      <CatalogGrid columns={3} minWidth={240}>
        <CatalogCell caption="empty">
          <DateRangeField
            label={t('jobOpenings.dateRange.label')}
            id="d1"
            value={{}}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="range">
          <DateRangeField
            label={t('jobOpenings.dateRange.label')}
            id="d2"
            value={{ from: '2026-05-04', to: '2026-05-12' }}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="from only">
          <DateRangeField
            label={t('jobOpenings.dateRange.label')}
            id="d3"
            value={{ from: '2026-05-04' }}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="to only">
          <DateRangeField
            label={t('jobOpenings.dateRange.label')}
            id="d4"
            value={{ to: '2026-05-12' }}
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="disabled">
          <DateRangeField
            label={t('jobOpenings.dateRange.label')}
            id="d5"
            value={{ from: '2026-05-04', to: '2026-05-12' }}
            disabled
            onChange={noop}
          />
        </CatalogCell>
        <CatalogCell caption="error">
          <DateRangeField
            label={t('jobOpenings.dateRange.label')}
            id="d6"
            value={{}}
            error={t('validation.datetime', {
              attribute: t('jobOpenings.dateRange.label').toLowerCase(),
            })}
            onChange={noop}
          />
        </CatalogCell>
      </CatalogGrid>
    );
  },
};

export const CatalogInSpanish: Story = { ...Catalog, globals: { locale: 'es' } };

import { radioControl, textControl } from './playground';

/** The label, hint, error and placeholder as text; one or two months; disabled. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: { hint: 'Openings created in this period', error: '', numberOfMonths: 1, disabled: false },
  argTypes: {
    label: textControl,
    hint: textControl,
    error: textControl,
    placeholder: textControl,
    numberOfMonths: radioControl([1, 2]),
  },
};
