/**
 * The "Notify me of new replies" preference (issue #21 point 3): opt-in browser notifications
 * of candidate replies, chosen per employer.
 *
 * - The choice is kept in localStorage under `hireline.notifyReplies.<employee uuid>` (`on`;
 *   absent = off) — a preference like `mode` and `lang`, kept per employer on a shared browser.
 * - The inbox hint (`NotificationsHint`) remembers it was dismissed or answered under
 *   `hireline.notificationsHint.<employee uuid>` (`done`).
 * - What the switch shows ({@link NotifyRepliesState}) is derived from that choice, the
 *   browser's `Notification.permission` and whether the permission prompt is open.
 *
 * The permission is asked (`Notification.requestPermission()`) only when the employer
 * switches notifications on ({@link switchOnNotifyReplies}), never on page load. Every
 * storage access tolerates a missing or blocked storage (`src/store/storage.ts`).
 */
import { readStorage, writeStorage } from '../../store/storage';

/**
 * What the switch shows:
 * - `off`: not chosen (or chosen while the permission was later reset to "ask");
 * - `asking`: the browser's permission prompt is open;
 * - `on`: chosen and the permission granted — replies are notified;
 * - `denied`: the browser refuses notifications from the site (explained, with the way out);
 * - `unsupported`: this browser has no Notification API.
 */
export type NotifyRepliesState = 'off' | 'asking' | 'on' | 'denied' | 'unsupported';

/** `Notification.permission`, or `unsupported` without the API. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

/** localStorage key of an employer's choice. */
export function notifyRepliesStorageKey(employeeUuid: string): string {
  return `hireline.notifyReplies.${employeeUuid}`;
}

/** localStorage key of "the inbox hint was dismissed or answered" for an employer. */
export function notificationsHintStorageKey(employeeUuid: string): string {
  return `hireline.notificationsHint.${employeeUuid}`;
}

/**
 * The switch's state from its inputs (pure): the employer's stored choice (`chosen`), the
 * browser's permission and whether the prompt is open (`asking`). A refused permission shows
 * as `denied` whatever the choice, since switching on cannot help until the site settings
 * allow notifications; an "ask" permission with the choice on (reset in the settings) is `off`.
 */
export function notifyRepliesState(input: {
  chosen: boolean;
  permission: NotificationPermissionState;
  asking: boolean;
}): NotifyRepliesState {
  if (input.permission === 'unsupported') return 'unsupported';
  if (input.asking) return 'asking';
  if (input.permission === 'denied') return 'denied';
  return input.chosen && input.permission === 'granted' ? 'on' : 'off';
}

/** The browser's `Notification` constructor, or `null` when it has none (or not a function). */
export function notificationApi(): typeof Notification | null {
  const api = (globalThis as { Notification?: unknown }).Notification;
  return typeof api === 'function' ? (api as typeof Notification) : null;
}

/**
 * The last `Notification.permission` read, with the API it was read from. Reading the property
 * is a synchronous round trip to the browser process in Chromium (several ms on a slow phone),
 * and every render of a component using the switch reads the state: the value is kept until
 * something says it may have changed ({@link forgetPermission}) — the events of
 * {@link subscribeNotifyReplies}, a permission prompt's answer (issue #31 point 1).
 */
let knownPermission: { api: typeof Notification; permission: NotificationPermission } | null = null;

/** `Notification.permission` (as last read, see {@link knownPermission}), or `unsupported`. */
function notificationPermission(): NotificationPermissionState {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (knownPermission?.api !== api) knownPermission = { api, permission: api.permission };
  return knownPermission.permission;
}

/** Reads `Notification.permission` again next time. */
function forgetPermission(): void {
  knownPermission = null;
}

/** Employers whose permission prompt is open. */
const asking = new Set<string>();
/** Subscribers of {@link subscribeNotifyReplies}. */
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** The switch's state for an employer now (see {@link notifyRepliesState}). */
export function readNotifyReplies(employeeUuid: string): NotifyRepliesState {
  return notifyRepliesState({
    chosen: readStorage(notifyRepliesStorageKey(employeeUuid)) === 'on',
    permission: notificationPermission(),
    asking: asking.has(employeeUuid),
  });
}

/**
 * Calls `listener` whenever a state read by {@link readNotifyReplies} may have changed: a switch
 * in this tab, the choice saved by another tab (`storage`), the permission changed in the site
 * settings (Permissions API `change`, where supported, or the tab coming back into view).
 * @returns the function that unsubscribes.
 */
export function subscribeNotifyReplies(listener: () => void): () => void {
  listeners.add(listener);
  // The events that may mean a new permission: it is read again.
  const changed = () => {
    forgetPermission();
    listener();
  };
  const target = typeof window === 'undefined' ? null : window;
  target?.addEventListener('storage', changed);
  target?.addEventListener('focus', changed);
  globalThis.document?.addEventListener('visibilitychange', changed);
  let status: PermissionStatus | null = null;
  let active = true;
  globalThis.navigator?.permissions
    ?.query({ name: 'notifications' })
    .then((result) => {
      if (!active) return;
      status = result;
      status.addEventListener('change', changed);
    })
    .catch(() => {
      /* no Permissions API for notifications: focus and visibility cover a change */
    });
  return () => {
    active = false;
    listeners.delete(listener);
    target?.removeEventListener('storage', changed);
    target?.removeEventListener('focus', changed);
    globalThis.document?.removeEventListener('visibilitychange', changed);
    status?.removeEventListener('change', changed);
  };
}

/** `Notification.requestPermission()`, also in its older callback form (Safari < 15). */
function requestPermission(api: typeof Notification): Promise<NotificationPermission> {
  return new Promise((resolve, reject) => {
    const answer = api.requestPermission(resolve);
    if (answer && typeof answer.then === 'function') answer.then(resolve, reject);
  });
}

/**
 * Switches notifications on for an employer: asks the browser's permission (the state is
 * `asking` while the prompt is open), then saves the choice `on` when it is granted. A refusal,
 * or a prompt closed without an answer, leaves the choice off.
 * @returns the state after the answer: `on`, `denied`, `off` (no answer) or `unsupported`.
 */
export async function switchOnNotifyReplies(employeeUuid: string): Promise<NotifyRepliesState> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (asking.has(employeeUuid)) return 'asking';
  asking.add(employeeUuid);
  emit();
  let permission: NotificationPermissionState;
  try {
    permission = await requestPermission(api);
  } catch {
    forgetPermission();
    permission = notificationPermission();
  } finally {
    asking.delete(employeeUuid);
    forgetPermission();
  }
  writeStorage(notifyRepliesStorageKey(employeeUuid), permission === 'granted' ? 'on' : null);
  emit();
  return readNotifyReplies(employeeUuid);
}

/** Switches notifications off for an employer (the permission stays as the browser has it). */
export function switchOffNotifyReplies(employeeUuid: string): void {
  writeStorage(notifyRepliesStorageKey(employeeUuid), null);
  emit();
}

/** Whether the employer dismissed or answered the inbox hint. */
export function readHintDone(employeeUuid: string): boolean {
  return readStorage(notificationsHintStorageKey(employeeUuid)) === 'done';
}

/** Remembers that the employer dismissed or answered the inbox hint. */
export function writeHintDone(employeeUuid: string): void {
  writeStorage(notificationsHintStorageKey(employeeUuid), 'done');
}
