import { useId, useMemo, type ReactNode } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import {
  CalendarPopover,
  CalendarTrigger,
  dayButtonLabels,
  formatDay,
  parseDay,
  StyledControlRow,
  StyledPopoverFooter,
  StyledRoot,
  useCalendarPopover,
} from './datePickerParts';
import { Field } from './Field';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

export { formatDay, parseDay } from './datePickerParts';

/** A date range as `yyyy-MM-dd` strings (SPEC §7 `between_dates`); either end may be missing. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

export interface DateRangeFieldProps {
  /** Visible label, e.g. "Created between". */
  label: ReactNode;
  hideLabel?: boolean;
  /** The range as `yyyy-MM-dd` strings (local calendar days). */
  value: DateRangeValue;
  /** Called on every change; `{}` when cleared. */
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
}

/**
 * Date range picker: a button showing the range in the current locale that opens a
 * react-day-picker range calendar in a popover, with clear and done actions (SPEC §2:
 * job openings filtered by a created_at date range; SPEC §7 `between_dates`). The
 * calendar language follows react-intl's locale (English or Spanish).
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
}: DateRangeFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const fieldId = id ?? `daterange-${generatedId}`;
  const popoverId = `${fieldId}-calendar`;
  const { open, toggle, close, rootRef, triggerRef } = useCalendarPopover(defaultOpen);
  const locale = intl.locale.toLowerCase().startsWith('es') ? es : enUS;
  const labels = useMemo(() => dayButtonLabels(intl), [intl]);

  const from = parseDay(value.from);
  const to = parseDay(value.to);
  const hasValue = Boolean(from || to);
  const show = (date: Date) => intl.formatDate(date, { dateStyle: 'medium' });

  let text: string;
  if (from && to) {
    text = intl.formatMessage(
      { id: 'components.dateRange.range' },
      { from: show(from), to: show(to) },
    );
  } else if (from) {
    text = intl.formatMessage({ id: 'components.dateRange.fromOnly' }, { from: show(from) });
  } else if (to) {
    text = intl.formatMessage({ id: 'components.dateRange.toOnly' }, { to: show(to) });
  } else {
    text = placeholder ?? intl.formatMessage({ id: 'components.dateRange.placeholder' });
  }

  const select = (range: DateRange | undefined) => {
    onChange({
      ...(range?.from ? { from: formatDay(range.from) } : {}),
      ...(range?.to ? { to: formatDay(range.to) } : {}),
    });
  };

  const clearLabel = intl.formatMessage({ id: 'components.dateRange.clear' });

  return (
    <Field id={fieldId} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <StyledRoot ref={rootRef}>
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
            <IconButton
              label={clearLabel}
              icon={<Icon name="close" size={18} />}
              onClick={() => onChange({})}
            />
          )}
        </StyledControlRow>
        {open && (
          <CalendarPopover
            id={popoverId}
            label={intl.formatMessage({ id: 'components.dateRange.calendar' })}
            onClose={close}
          >
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
              <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!hasValue}>
                {clearLabel}
              </Button>
              <Button size="sm" onClick={close}>
                {intl.formatMessage({ id: 'components.dateRange.done' })}
              </Button>
            </StyledPopoverFooter>
          </CalendarPopover>
        )}
      </StyledRoot>
    </Field>
  );
}
