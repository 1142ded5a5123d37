/**
 * A stand-in for the browser's `Notification` API in stories (issue #21 point 3), so that a
 * story shows the same permission whatever the browser running it has decided: install it in
 * `beforeEach` and return its `restore` (Storybook runs it after the story).
 */

/** The fake's controls: the prompts it got, and the answer to a prompt left open. */
export interface FakeNotificationApi {
  /** How many times `Notification.requestPermission()` was called. */
  prompts: () => number;
  /** Answers the open prompt (installed with `answer: 'wait'`). */
  answer: (permission: NotificationPermission) => void;
  /** Closes a prompt left open, then puts back the browser's own `Notification` (or its absence). */
  restore: () => void;
}

const KEY = 'Notification';

/**
 * Replaces `window.Notification` with a fake whose `permission` is `permission` and whose
 * `requestPermission()` answers `answer` at once, or, with `'wait'`, only when the story
 * calls `answer(…)` (the prompt stays open). `null` removes the API (an unsupported browser).
 */
export function installFakeNotification(
  permission: NotificationPermission | null,
  answer: NotificationPermission | 'wait' = 'wait',
): FakeNotificationApi {
  const original = Object.getOwnPropertyDescriptor(window, KEY);
  let prompts = 0;
  let pending: ((value: NotificationPermission) => void) | null = null;
  class FakeNotification {
    static permission: NotificationPermission = permission ?? 'default';
    static requestPermission(): Promise<NotificationPermission> {
      prompts += 1;
      if (answer === 'wait')
        return new Promise((resolve) => {
          pending = resolve;
        });
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }
    onclick: ((event: Event) => void) | null = null;
    close(): void {}
  }
  if (permission === null) Reflect.deleteProperty(window, KEY);
  else
    Object.defineProperty(window, KEY, {
      configurable: true,
      writable: true,
      value: FakeNotification,
    });
  return {
    prompts: () => prompts,
    answer: (value) => {
      FakeNotification.permission = value;
      pending?.(value);
      pending = null;
    },
    restore: () => {
      // A prompt left open is closed without an answer (the app's "asking" state ends).
      pending?.('default');
      pending = null;
      if (original) Object.defineProperty(window, KEY, original);
      else Reflect.deleteProperty(window, KEY);
    },
  };
}
