/**
 * The shapes shared by the closed date-range field (DateRangeField, in the first chunk) and its
 * calendar (DateRangeCalendar, loaded when the field opens), in a module of their own so that
 * neither file imports the other.
 */

/** A date range as `yyyy-MM-dd` strings (SPEC §7 `between_dates`); either end may be missing. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

/** Props of the calendar of a date-range field (DateRangeCalendar). */
export interface DateRangeCalendarProps {
  /** The range as `yyyy-MM-dd` strings (local calendar days); either end may be missing. */
  value: DateRangeValue;
  /** Called with the new range on every pick; `{}` when cleared. */
  onChange: (value: DateRangeValue) => void;
  /** Closes the calendar ("Done"). */
  onDone: () => void;
  /** The translated "Clear dates" (the field's clear button says the same). */
  clearLabel: string;
  /** Month shown when there is no value yet. */
  defaultMonth?: Date;
  /** Months side by side. */
  numberOfMonths: number;
}
