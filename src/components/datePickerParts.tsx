import { isValid, lightFormat, parseISO } from 'date-fns';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { IntlShape } from 'react-intl';
import { tapTarget, touchMedia } from '../theme/tokens';
import { touchTargetStyles } from '../theme/touch';
import styled from 'styled-components';
import { describedBy, fieldIds } from './Field';
import { Icon } from './Icon';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  dateSelected: {
    id: 'components.date.selected',
    defaultMessage: '{date}, selected',
    description:
      "A calendar day button's accessible name when the day is selected; {date} is the full date or today's name",
  },
  dateToday: {
    id: 'components.date.today',
    defaultMessage: 'Today, {date}',
    description:
      "A calendar day button's accessible name when the day is today; {date} is the full date",
  },
});

/*
 * Parts shared by the date pickers (DateRangeField, DateField): the trigger button, the
 * calendar popover themed for react-day-picker, day parsing and accessible day names.
 */

const DAY_FORMAT = 'yyyy-MM-dd';

/** A calendar day written `yyyy-MM-dd` (four-digit year, two-digit month and day). */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/*
 * Day parsing and formatting use date-fns' `parseISO` and `lightFormat`, not `parse` and
 * `format`: those two bring every date-fns parser and formatter and the en-US locale, and the
 * closed field (loaded with its screen, e.g. /job-openings) needs neither; the calendar
 * (DateRangeCalendar, its own chunk) brings the rest of date-fns with react-day-picker.
 */

/**
 * Parses a `yyyy-MM-dd` string as a local calendar day (midnight, local time); `undefined`
 * when missing, in another form, or not a real day (`2026-13-40`, `2026-02-30`).
 */
export function parseDay(value: string | undefined): Date | undefined {
  if (!value || !DAY_PATTERN.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

/** Formats a local date as `yyyy-MM-dd`. */
export function formatDay(date: Date): string {
  return lightFormat(date, DAY_FORMAT);
}

/**
 * react-day-picker's day-button names, formatted by react-intl in the interface language
 * ("Friday, May 1, 2026", "viernes, 1 de mayo de 2026"; "Today, …", "…, selected" from the
 * catalog): without English ordinals, so the visible day number is a word of the accessible
 * name (axe label-content-name-mismatch).
 */
export function dayButtonLabels(intl: IntlShape) {
  return {
    labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) => {
      let label = intl.formatDate(date, {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      if (modifiers.today) label = intl.formatMessage(messages.dateToday, { date: label });
      if (modifiers.selected) label = intl.formatMessage(messages.dateSelected, { date: label });
      return label;
    },
  };
}

export const StyledRoot = styled.div`
  position: relative;
`;

export const StyledControlRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const StyledTrigger = styled.button<{ $invalid: boolean; $empty: boolean }>`
  flex: 1;
  display: inline-flex;
  /* As wide as its field, like the text fields and selects beside it (issue #32 point 5: the
     date field was its text's width, 170 px, among full-width fields). */
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 40px;
  ${touchTargetStyles}
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.placeholder : theme.colors.text)};
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledPopover = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs}px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadowLg};

  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.colors.primary};
    --rdp-accent-background-color: ${({ theme }) => theme.colors.primarySurface};
    --rdp-range_start-color: ${({ theme }) => theme.colors.primaryText};
    --rdp-range_end-color: ${({ theme }) => theme.colors.primaryText};
    --rdp-range_middle-color: ${({ theme }) => theme.colors.text};
    --rdp-today-color: ${({ theme }) => theme.colors.primary};
    --rdp-day-height: 40px;
    --rdp-day-width: 40px;
    --rdp-day_button-height: 38px;
    --rdp-day_button-width: 38px;
    --rdp-weekday-opacity: 1;
    --rdp-outside-opacity: 1;
    --rdp-animation_duration: 0s;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .rdp-selected {
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .rdp-today:not(.rdp-selected) {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .rdp-weekday {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rdp-day_button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  @media ${touchMedia} {
    /* Centred under its field: wider than a phone's field, it would overflow on one side. */
    left: 50%;
    transform: translateX(-50%);
    max-width: calc(100vw - ${({ theme }) => 2 * theme.space.sm}px);
    overflow-x: auto;
    .rdp-root {
      --rdp-day-height: ${tapTarget}px;
      --rdp-day-width: ${tapTarget}px;
      --rdp-day_button-height: ${tapTarget}px;
      --rdp-day_button-width: ${tapTarget}px;
    }
  }
`;

export const StyledPopoverFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Open state of a calendar popover: `open`, `show()`, `close()` (closes and returns focus to
 * the trigger), the refs of the root (a pointer down outside it closes the popover without
 * moving focus) and of the trigger. `onClosed` runs whenever the popover closes.
 */
export function useCalendarPopover(defaultOpen: boolean, onClosed?: () => void) {
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        onClosedRef.current?.();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);
  const close = () => {
    setOpen(false);
    onClosedRef.current?.();
    triggerRef.current?.focus();
  };
  return {
    open,
    show: () => setOpen(true),
    toggle: () => (open ? close() : setOpen(true)),
    close,
    rootRef,
    triggerRef,
  };
}

/** The calendar popover: a labelled dialog that Escape closes (`onClose`). */
export function CalendarPopover({
  id,
  label,
  onClose,
  children,
}: {
  id: string;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <StyledPopover
      id={id}
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {children}
    </StyledPopover>
  );
}

/** Props of {@link CalendarTrigger}. */
export interface CalendarTriggerProps {
  /** Id of the button (the field's id): the label, hint and error ids derive from it. */
  fieldId: string;
  /** Id of the popover it opens. */
  popoverId: string;
  /** The chosen date(s) or the placeholder, as shown. */
  text: string;
  /** Nothing chosen: the text is muted. */
  empty: boolean;
  open: boolean;
  onClick: () => void;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The button of a date picker: a calendar icon and the chosen date(s), named by the field's
 * label and its value, described by its hint and error; it opens the calendar dialog. While
 * the calendar is open, Escape on the button closes the calendar only, not a dialog around
 * the field (issue #19 point 1; in the calendar itself {@link CalendarPopover} does so).
 */
export function CalendarTrigger({
  fieldId,
  popoverId,
  text,
  empty,
  open,
  onClick,
  disabled,
  hint,
  error,
  ref,
}: CalendarTriggerProps) {
  const valueId = `${fieldId}-value`;
  return (
    <StyledTrigger
      ref={ref}
      id={fieldId}
      type="button"
      disabled={disabled}
      $invalid={Boolean(error)}
      $empty={empty}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popoverId : undefined}
      aria-labelledby={`${fieldIds(fieldId).labelId} ${valueId}`}
      aria-describedby={describedBy(fieldId, hint, error)}
      aria-invalid={error ? true : undefined}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClick();
        }
      }}
    >
      <Icon name="calendar" size={18} />
      <span id={valueId}>{text}</span>
    </StyledTrigger>
  );
}
