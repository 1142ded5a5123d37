import { useId, useMemo, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
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
  StyledPopoverFooter,
  StyledRoot,
  useCalendarPopover,
} from './datePickerParts';
import { Field } from './Field';
import { componentsMessages } from './components.messages';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  dateCalendar: { id: 'components.date.calendar', defaultMessage: 'Choose a date' },
  datePlaceholder: {
    id: 'components.date.placeholder',
    defaultMessage: 'Choose a date',
  },
});

export interface DateFieldProps {
  /** Visible label, e.g. "Customer since". */
  label: ReactNode;
  /** The day as `yyyy-MM-dd` (local calendar day), or `''`/`null` for none. */
  value: string | null;
  /** Called with the chosen day as `yyyy-MM-dd`, or `null` when cleared. */
  onChange: (value: string | null) => void;
  /** Called when the picker closes (Formik's touched). */
  onBlur?: () => void;
  /** Id of the trigger button; generated when omitted. */
  id?: string;
  /** Latest day that can be chosen, `yyyy-MM-dd` (e.g. today: "not in the future"). */
  max?: string;
  /** Earliest day that can be chosen, `yyyy-MM-dd`; default 1900-01-01. */
  min?: string;
  /** Text shown when no day is chosen; default translated "Choose a date". */
  placeholder?: string;
  /** Month shown when the calendar opens without a value (stories pass a fixed month). */
  defaultMonth?: Date;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Open the calendar on first render (stories and tests). */
  defaultOpen?: boolean;
}

/**
 * Single-date picker: a button showing the day in the interface language that opens a
 * react-day-picker calendar (month and year dropdowns, so distant years are two choices
 * away) in a popover; days after `max` or before `min` cannot be chosen (SPEC §2 company
 * information "customer since", not in the future). Tab goes through the calendar in the
 * order it is drawn: the month and year menus, the previous / next month buttons, the days, Done
 * (issue #30 point 12). Escape or Done closes it and returns focus to the button.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  id,
  max,
  min = '1900-01-01',
  placeholder,
  defaultMonth,
  required,
  disabled = false,
  error,
  hint,
  defaultOpen = false,
}: DateFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const fieldId = id ?? `date-${generatedId}`;
  const popoverId = `${fieldId}-calendar`;
  const { open, toggle, close, rootRef, triggerRef } = useCalendarPopover(defaultOpen, onBlur);
  const locale = intl.locale.toLowerCase().startsWith('es') ? es : enUS;
  const labels = useMemo(() => dayButtonLabels(intl), [intl]);
  const selected = parseDay(value ?? undefined);
  const maxDay = parseDay(max);
  const minDay = parseDay(min);
  const text = selected
    ? intl.formatDate(selected, { dateStyle: 'long' })
    : (placeholder ?? intl.formatMessage(messages.datePlaceholder));

  return (
    <Field id={fieldId} label={label} required={required} hint={hint} error={error} labelAsText>
      <StyledRoot ref={rootRef}>
        <CalendarTrigger
          ref={triggerRef}
          fieldId={fieldId}
          popoverId={popoverId}
          text={text}
          empty={!selected}
          open={open}
          onClick={toggle}
          disabled={disabled}
          hint={hint}
          error={error}
        />
        {open && (
          <CalendarPopover
            id={popoverId}
            label={intl.formatMessage(messages.dateCalendar)}
            onClose={close}
          >
            <DayPicker
              mode="single"
              selected={selected}
              onSelect={(day) => onChange(day ? formatDay(day) : null)}
              defaultMonth={selected ?? defaultMonth ?? maxDay}
              captionLayout="dropdown"
              // The previous / next month buttons come after the month and year menus in the
              // page, as they are drawn (to their right): Tab follows what the eye reads.
              navLayout="after"
              startMonth={minDay}
              endMonth={maxDay}
              disabled={[
                ...(maxDay ? [{ after: maxDay }] : []),
                ...(minDay ? [{ before: minDay }] : []),
              ]}
              locale={locale}
              labels={labels}
              // Focus moves into the calendar popover when it opens (dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
            <StyledPopoverFooter>
              <Button size="sm" onClick={close}>
                {intl.formatMessage(componentsMessages.dateRangeDone)}
              </Button>
            </StyledPopoverFooter>
          </CalendarPopover>
        )}
      </StyledRoot>
    </Field>
  );
}
