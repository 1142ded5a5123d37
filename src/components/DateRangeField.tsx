import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import type { DateRangeCalendarProps, DateRangeValue } from './dateRangeTypes';

export type { DateRangeValue } from './dateRangeTypes';
import {
  CalendarPopover,
  CalendarTrigger,
  parseDay,
  StyledControlRow,
  StyledRoot,
  useCalendarPopover,
} from './datePickerParts';
import { Field } from './Field';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { Spinner } from './Spinner';
import { commonMessages } from '../i18n/common.messages';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  dateRangeCalendar: {
    id: 'components.dateRange.calendar',
    defaultMessage: 'Choose a date range',
  },
  dateRangeClear: { id: 'components.dateRange.clear', defaultMessage: 'Clear dates' },
  dateRangeFromOnly: {
    id: 'components.dateRange.fromOnly',
    defaultMessage: 'From {from}',
  },
  dateRangePlaceholder: {
    id: 'components.dateRange.placeholder',
    defaultMessage: 'Any date',
  },
  dateRangeRange: {
    id: 'components.dateRange.range',
    defaultMessage: '{from} – {to}',
  },
  dateRangeToOnly: {
    id: 'components.dateRange.toOnly',
    defaultMessage: 'Until {to}',
  },
});

export { formatDay, parseDay } from './datePickerParts';

/** The calendar inside the popover ({@link DateRangeCalendar}), once its code has arrived. */
export type DateRangeCalendarComponent = ComponentType<DateRangeCalendarProps>;

/**
 * Loads the calendar's code: resolves with the calendar component, rejects when its chunk
 * cannot be fetched. The field calls it on intent and on opening, so it should share one
 * fetch between calls (and start a new one after a failure), like
 * {@link loadDateRangeCalendar}. Keep the function stable (module level): the field starts
 * over when it changes.
 */
export type DateRangeCalendarLoader = () => Promise<DateRangeCalendarComponent>;

/** The calendar each loader has delivered: a field opened again renders it at once. */
const loadedCalendars = new WeakMap<DateRangeCalendarLoader, DateRangeCalendarComponent>();
let calendarChunk: Promise<DateRangeCalendarComponent> | undefined;

/**
 * Loads the range calendar — react-day-picker, date-fns and their stylesheet, its own chunk
 * (`./DateRangeCalendar`) — once; after a failure (a network blip, a new deployment) the next
 * call tries again. The default loader of {@link DateRangeField}, which calls it when the
 * field is opened or about to be (pointer over it, focus in it), never with the screen: the
 * job openings screen starts without the calendar (issue #20 point 6). Stories call it
 * beforehand to render an open calendar at once.
 * @returns the calendar component; rejects with the import's error.
 */
export const loadDateRangeCalendar: DateRangeCalendarLoader = () => {
  if (!calendarChunk) {
    const chunk = import('./DateRangeCalendar').then((module) => {
      loadedCalendars.set(loadDateRangeCalendar, module.DateRangeCalendar);
      return module.DateRangeCalendar;
    });
    chunk.catch(() => {
      if (calendarChunk === chunk) calendarChunk = undefined;
    });
    calendarChunk = chunk;
  }
  return calendarChunk;
};

/**
 * The calendar of an open field: `Calendar` once `load` has delivered it (at once when it
 * already has), `failed` when that load failed, and `retry()` to load again. Loads only while
 * `wanted` (the popover is open); a failure is forgotten when the popover closes, so opening
 * it again tries again.
 */
function useCalendar(wanted: boolean, load: DateRangeCalendarLoader) {
  const [state, setState] = useState(() => ({
    load,
    wanted,
    Calendar: loadedCalendars.get(load),
    failed: false,
  }));
  let current = state;
  if (state.load !== load || state.wanted !== wanted) {
    // Opened, closed, or given another loader (stories): start from what that loader holds.
    current = { load, wanted, Calendar: loadedCalendars.get(load), failed: false };
    setState(current);
  }
  const { Calendar, failed } = current;
  useEffect(() => {
    if (!wanted || Calendar || failed) return;
    let live = true;
    load().then(
      (delivered) => {
        loadedCalendars.set(load, delivered);
        if (live) setState((previous) => ({ ...previous, Calendar: delivered, failed: false }));
      },
      () => {
        if (live) setState((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Calendar, failed, load]);
  return {
    Calendar,
    failed,
    retry: () => setState((previous) => ({ ...previous, failed: false })),
  };
}

/** The popover's content while the calendar loads or after it failed to: about its size. */
const StyledCalendarStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 280px;
  min-height: 160px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  p {
    margin: 0;
  }
`;

export interface DateRangeFieldProps {
  /** Visible label, e.g. "Created between". */
  label: ReactNode;
  hideLabel?: boolean;
  /** The range as `yyyy-MM-dd` strings (local calendar days). */
  value: DateRangeValue;
  /**
   * Called when a range is applied: once both ends are picked (in either order), with both; on
   * closing the calendar (Done, Escape, the trigger, a click outside) while only the first day
   * is picked, with that day at both ends (that day alone); `{}` when cleared. Never for the
   * first day of a range alone, so a list filtered by it does not change while the employer
   * is still picking (issue #30 point 9).
   */
  onChange: (value: DateRangeValue) => void;
  /** Id of the trigger button; generated when omitted. */
  id?: string;
  /** Text shown when no range is chosen; default translated "Any date". */
  placeholder?: string;
  /** Month shown when the calendar opens without a value (stories pass a fixed month). */
  defaultMonth?: Date;
  /** Months side by side (default 1). */
  numberOfMonths?: number;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Open the calendar on first render (stories and tests). */
  defaultOpen?: boolean;
  /**
   * Loads the calendar's code; default {@link loadDateRangeCalendar} (its own chunk). Stories
   * and tests pass a loader that never settles or fails, to show those states.
   */
  loadCalendar?: DateRangeCalendarLoader;
}

/**
 * Date range picker: a button showing the range in the current locale that opens a
 * react-day-picker range calendar in a popover, with clear and done actions (SPEC §2:
 * job openings filtered by a created_at date range; SPEC §7 `between_dates`). The
 * calendar language follows react-intl's locale (English or Spanish).
 *
 * A range is picked in two clicks and applied once it is whole (issue #30 point 9): the first
 * day picked starts a new range, kept here while the calendar asks for the last day (nothing
 * is applied: a list filtered by the field stays as it was); the second day ends it (before
 * the first, the two swap) and `onChange` gets both. Closing the calendar in between applies
 * the first day alone (`{ from: day, to: day }`: everything on that day) — what the calendar
 * showed selected is what the filter becomes, whichever way it is closed. A single-day range
 * reads as that day ("May 4, 2026").
 *
 * The closed field carries no calendar code: the calendar ({@link DateRangeCalendar}) loads
 * when the field is opened — or as the pointer comes over it or focus comes into it, so that
 * it is usually there by the click — and the popover shows a spinner until it arrives, or
 * "Something went wrong" with Try again if it cannot be fetched (issue #20 point 6).
 */
export function DateRangeField({
  label,
  hideLabel,
  value,
  onChange,
  id,
  placeholder,
  defaultMonth,
  numberOfMonths = 1,
  disabled = false,
  error,
  hint,
  defaultOpen = false,
  loadCalendar = loadDateRangeCalendar,
}: DateRangeFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const fieldId = id ?? `daterange-${generatedId}`;
  const popoverId = `${fieldId}-calendar`;
  // The first day of a range whose last day is still being picked (nothing applied yet); a
  // ref as well, for a close that comes before the render that shows it.
  const [pendingFrom, setPendingFromState] = useState<string>();
  const pendingFromRef = useRef<string | undefined>(undefined);
  const setPendingFrom = (day: string | undefined) => {
    pendingFromRef.current = day;
    setPendingFromState(day);
  };
  // Closing with only the first day picked applies that day alone.
  const applyPending = () => {
    const day = pendingFromRef.current;
    if (!day) return;
    setPendingFrom(undefined);
    onChange({ from: day, to: day });
  };
  const { open, toggle, close, rootRef, triggerRef } = useCalendarPopover(
    defaultOpen,
    applyPending,
  );
  const { Calendar, failed, retry } = useCalendar(open, loadCalendar);
  const pickDay = (day: string) => {
    const first = pendingFromRef.current;
    if (!first) {
      setPendingFrom(day);
      return;
    }
    setPendingFrom(undefined);
    // `yyyy-MM-dd` strings sort as the days do.
    onChange(first <= day ? { from: first, to: day } : { from: day, to: first });
  };
  const clear = () => {
    setPendingFrom(undefined);
    if (value.from || value.to) onChange({});
  };
  // The calendar's code, fetched as the employer heads for the field (not with the screen).
  const preload = () => {
    if (!Calendar && !disabled) loadCalendar().catch(() => undefined);
  };

  const from = parseDay(value.from);
  const to = parseDay(value.to);
  const hasValue = Boolean(from || to);
  const show = (date: Date) => intl.formatDate(date, { dateStyle: 'medium' });

  let text: string;
  if (from && to && value.from === value.to) {
    text = show(from);
  } else if (from && to) {
    text = intl.formatMessage(messages.dateRangeRange, { from: show(from), to: show(to) });
  } else if (from) {
    text = intl.formatMessage(messages.dateRangeFromOnly, { from: show(from) });
  } else if (to) {
    text = intl.formatMessage(messages.dateRangeToOnly, { to: show(to) });
  } else {
    text = placeholder ?? intl.formatMessage(messages.dateRangePlaceholder);
  }

  const clearLabel = intl.formatMessage(messages.dateRangeClear);

  return (
    <Field id={fieldId} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <StyledRoot ref={rootRef} onPointerEnter={preload} onFocus={preload}>
        <StyledControlRow>
          <CalendarTrigger
            ref={triggerRef}
            fieldId={fieldId}
            popoverId={popoverId}
            text={text}
            empty={!hasValue}
            open={open}
            onClick={toggle}
            disabled={disabled}
            hint={hint}
            error={error}
          />
          {hasValue && !disabled && (
            <IconButton label={clearLabel} icon={<Icon name="close" size={18} />} onClick={clear} />
          )}
        </StyledControlRow>
        {open && (
          <CalendarPopover
            id={popoverId}
            label={intl.formatMessage(messages.dateRangeCalendar)}
            onClose={close}
          >
            {Calendar ? (
              <Calendar
                value={pendingFrom ? { from: pendingFrom } : value}
                pickingEnd={Boolean(pendingFrom)}
                onPickDay={pickDay}
                onClear={clear}
                onDone={close}
                clearLabel={clearLabel}
                defaultMonth={defaultMonth}
                numberOfMonths={numberOfMonths}
              />
            ) : failed ? (
              <StyledCalendarStatus role="alert">
                <p>{intl.formatMessage(commonMessages.errorGeneric)}</p>
                <Button variant="secondary" size="sm" onClick={retry}>
                  {intl.formatMessage(commonMessages.retry)}
                </Button>
              </StyledCalendarStatus>
            ) : (
              <StyledCalendarStatus>
                <Spinner />
              </StyledCalendarStatus>
            )}
          </CalendarPopover>
        )}
      </StyledRoot>
    </Field>
  );
}
