/**
 * The notification port of the store (SPEC §8, §9; DESIGN.md "a listener middleware shows
 * the ADDED / UPDATED / DELETED notification"). The store decides WHAT to say; the app
 * registers a {@link Notifier} that formats it with react-intl and shows a toast. Text is
 * either a message id (+ values) of the catalogs or a server-provided string.
 */
export type NotificationKind = 'success' | 'error' | 'info';

/** A message id with ICU values, or a literal string that came from the server. */
export type NotificationText = { id: string; values?: Record<string, string | number> } | string;

export interface Notification {
  kind: NotificationKind;
  summary: NotificationText;
  /** Detail line; for HTTP errors `errors.join(", ")` (may be empty). */
  detail?: NotificationText;
}

export type Notifier = (notification: Notification) => void;

let current: Notifier | null = null;
const pending: Notification[] = [];

/** Registers the function that shows notifications; queued ones are shown at once. */
export function setNotifier(notifier: Notifier | null): void {
  current = notifier;
  if (notifier) pending.splice(0).forEach(notifier);
}

/** Shows (or queues, until a notifier is registered) one notification. */
export function notify(notification: Notification): void {
  if (current) current(notification);
  else pending.push(notification);
}
