/**
 * Grouping of a chat thread for display (SPEC §2 "group messages"): a day separator before
 * the first message of each calendar day, in the viewer's time zone, and runs of consecutive
 * messages by the same sender shown as one group. Pure: no React, no DOM.
 */
import type { Message } from '../../contract/types';

/** One message of a thread with what the view needs to draw separators and groups. */
export interface MessageRow {
  message: Message;
  /** The message's calendar day in the time zone, `yyyy-MM-dd`. */
  day: string;
  /** First message of its day in the list: a day separator goes before it. */
  startsDay: boolean;
  /** First message of its sender run (shows the sender's name). */
  startsGroup: boolean;
  /** Last message of its sender run (more space after it). */
  endsGroup: boolean;
}

let browserTimeZone: string | undefined;

/**
 * The viewer's IANA time zone (e.g. `'Europe/Madrid'`): `configured` (react-intl's `timeZone`,
 * set by tests and stories) when given, else the browser's, read once per page load — asking it
 * builds an `Intl.DateTimeFormat`, which the chat list's rows and the thread's messages did
 * once each per render, tens of them in a screen's first render.
 */
export function viewerTimeZone(configured: string | undefined): string {
  if (configured) return configured;
  browserTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimeZone;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar day (`yyyy-MM-dd`) of an instant in an IANA time zone, e.g.
 * `dayKey('2026-05-15T02:30:00Z', 'America/Chicago')` → `'2026-05-14'`.
 * An unparsable instant gives `''`.
 * @throws RangeError for an unknown time zone (from `Intl.DateTimeFormat`).
 */
export function dayKey(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat(timeZone).format(date);
}

/** The calendar day before `day` (`yyyy-MM-dd`). */
function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * `'today'` or `'yesterday'` when `day` (`yyyy-MM-dd`) is that day at `now` in `timeZone`,
 * otherwise `undefined` (the separator then shows the full date).
 */
export function relativeDay(
  day: string,
  now: Date,
  timeZone: string,
): 'today' | 'yesterday' | undefined {
  const today = dayKey(now, timeZone);
  if (day === today) return 'today';
  if (day === previousDay(today)) return 'yesterday';
  return undefined;
}

/**
 * Rows of a thread (oldest first, as the API returns it), in the same order:
 * - `startsDay` on the first message of each calendar day in `timeZone`;
 * - sender runs: consecutive messages of the same `sender` on the same day form a group
 *   (`startsGroup` on the first, `endsGroup` on the last); a `system` notice is always a group
 *   of its own, and a new day always starts a new group.
 *
 * @param timeZone IANA zone of the viewer (react-intl's `timeZone`, else the browser's).
 * @throws RangeError for an unknown time zone.
 */
export function groupMessages(messages: readonly Message[], timeZone: string): MessageRow[] {
  const days = messages.map((message) => dayKey(message.created_at, timeZone));
  const continues = (index: number, next: number) =>
    next >= 0 &&
    next < messages.length &&
    days[next] === days[index] &&
    messages[next].sender === messages[index].sender &&
    messages[index].sender !== 'system';
  return messages.map((message, index) => ({
    message,
    day: days[index],
    startsDay: index === 0 || days[index - 1] !== days[index],
    startsGroup: !continues(index, index - 1),
    endsGroup: !continues(index, index + 1),
  }));
}
