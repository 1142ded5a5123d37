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
  /**
   * The range the calendar shows, as `yyyy-MM-dd` strings (local calendar days): the applied
   * one, or `{ from }` alone while its end is being picked (`pickingEnd`).
   */
  value: DateRangeValue;
  /**
   * The first day of a new range has been picked and its last day is awaited: the calendar
   * says so ("Now choose the last day — or Done for … alone").
   */
  pickingEnd: boolean;
  /**
   * Called with each day picked (`yyyy-MM-dd`). The calendar applies nothing itself: the field
   * decides whether the day starts a range or ends it (DateRangeField).
   */
  onPickDay: (day: string) => void;
  /** "Clear dates": no range, nothing being picked. */
  onClear: () => void;
  /** Closes the calendar ("Done"). */
  onDone: () => void;
  /** The translated "Clear dates" (the field's clear button says the same). */
  clearLabel: string;
  /** Month shown when there is no value yet. */
  defaultMonth?: Date;
  /** Months side by side. */
  numberOfMonths: number;
}
