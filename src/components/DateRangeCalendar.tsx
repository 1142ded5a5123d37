import { useMemo } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import { componentsMessages } from './components.messages';
import { dayButtonLabels, formatDay, parseDay, StyledPopoverFooter } from './datePickerParts';
import type { DateRangeCalendarProps } from './dateRangeTypes';

export type { DateRangeCalendarProps } from './dateRangeTypes';

/**
 * The inside of {@link DateRangeField}'s popover: the react-day-picker range calendar (in
 * react-intl's language, English or Spanish, with day names from {@link dayButtonLabels}) and
 * the Clear and Done buttons (SPEC §2 job openings and SPEC §7 `between_dates`). Its own
 * chunk with react-day-picker, date-fns and the calendar's stylesheet: loaded when a range
 * field is opened, never with the screen (issue #20 point 6). Focus moves to the calendar
 * when it mounts (dialog pattern).
 */
export function DateRangeCalendar({
  value,
  onChange,
  onDone,
  clearLabel,
  defaultMonth,
  numberOfMonths,
}: DateRangeCalendarProps) {
  const intl = useIntl();
  const locale = intl.locale.toLowerCase().startsWith('es') ? es : enUS;
  const labels = useMemo(() => dayButtonLabels(intl), [intl]);
  const from = parseDay(value.from);
  const to = parseDay(value.to);

  const select = (range: DateRange | undefined) => {
    onChange({
      ...(range?.from ? { from: formatDay(range.from) } : {}),
      ...(range?.to ? { to: formatDay(range.to) } : {}),
    });
  };

  return (
    <>
      <DayPicker
        mode="range"
        selected={from || to ? { from: from ?? to, to } : undefined}
        onSelect={select}
        defaultMonth={from ?? to ?? defaultMonth}
        numberOfMonths={numberOfMonths}
        locale={locale}
        labels={labels}
        // Focus moves into the calendar popover when it opens (dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <StyledPopoverFooter>
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!from && !to}>
          {clearLabel}
        </Button>
        <Button size="sm" onClick={onDone}>
          {intl.formatMessage(componentsMessages.dateRangeDone)}
        </Button>
      </StyledPopoverFooter>
    </>
  );
}
