import { useMemo } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import { componentsMessages } from './components.messages';
import { dayButtonLabels, formatDay, parseDay, StyledPopoverFooter } from './datePickerParts';
import type { DateRangeCalendarProps } from './dateRangeTypes';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  pickEnd: {
    id: 'components.dateRange.pickEnd',
    defaultMessage: 'Now choose the last day — or Done for {day} alone.',
    description:
      'Under a range calendar once its first day is picked (nothing is applied yet); {day} is that day',
  },
});

/**
 * The line that asks for the range's last day, above the footer: muted, no wider than the
 * month. Empty (no height, no margin) otherwise, but always there: a live region announces
 * text put into it, not one mounted with its text.
 */
const StyledPickEnd = styled.p`
  max-width: 18rem;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    margin: 0;
  }
`;

export type { DateRangeCalendarProps } from './dateRangeTypes';

/**
 * The inside of {@link DateRangeField}'s popover: the react-day-picker range calendar (in
 * react-intl's language, English or Spanish, with day names from {@link dayButtonLabels}) and
 * the Clear and Done buttons (SPEC §2 job openings and SPEC §7 `between_dates`). It shows the
 * range it is given and reports each day picked (`onPickDay`): the field keeps the range being
 * picked and applies it once both ends are chosen (issue #30 point 9). While the last day is
 * awaited a polite status line asks for it. Its own chunk with react-day-picker, date-fns and
 * the calendar's stylesheet: loaded when a range field is opened, never with the screen (issue
 * #20 point 6). Focus moves to the calendar when it mounts (dialog pattern).
 */
export function DateRangeCalendar({
  value,
  pickingEnd,
  onPickDay,
  onClear,
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

  return (
    <>
      <DayPicker
        mode="range"
        selected={from || to ? { from: from ?? to, to } : undefined}
        // The day itself, not react-day-picker's idea of the next range: the field decides.
        onSelect={(_range: DateRange | undefined, day: Date) => onPickDay(formatDay(day))}
        defaultMonth={from ?? to ?? defaultMonth}
        numberOfMonths={numberOfMonths}
        locale={locale}
        labels={labels}
        // Focus moves into the calendar popover when it opens (dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <StyledPickEnd role="status">
        {pickingEnd && from
          ? intl.formatMessage(messages.pickEnd, {
              day: intl.formatDate(from, { dateStyle: 'medium' }),
            })
          : null}
      </StyledPickEnd>
      <StyledPopoverFooter>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!from && !to}>
          {clearLabel}
        </Button>
        <Button size="sm" onClick={onDone}>
          {intl.formatMessage(componentsMessages.dateRangeDone)}
        </Button>
      </StyledPopoverFooter>
    </>
  );
}
