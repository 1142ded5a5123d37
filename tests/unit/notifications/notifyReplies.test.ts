import {
  notifyRepliesState,
  notifyRepliesStorageKey,
  readHintDone,
  readNotifyReplies,
  subscribeNotifyReplies,
  switchOffNotifyReplies,
  switchOnNotifyReplies,
  writeHintDone,
} from '../../../src/features/notifications/notifyReplies';
import { installFakeNotification, removeNotification } from './fixtures';

const ANA = 'employee-ana';
const BEN = 'employee-ben';

afterEach(() => localStorage.clear());

describe('notifyRepliesState', () => {
  it.each([
    [{ chosen: true, permission: 'unsupported', asking: false }, 'unsupported'],
    [{ chosen: false, permission: 'default', asking: true }, 'asking'],
    [{ chosen: false, permission: 'denied', asking: false }, 'denied'],
    [{ chosen: true, permission: 'denied', asking: false }, 'denied'],
    [{ chosen: true, permission: 'granted', asking: false }, 'on'],
    [{ chosen: false, permission: 'granted', asking: false }, 'off'],
    [{ chosen: true, permission: 'default', asking: false }, 'off'],
    [{ chosen: false, permission: 'default', asking: false }, 'off'],
  ] as const)('%j → %s', (input, expected) => {
    expect(notifyRepliesState(input)).toBe(expected);
  });
});

describe('switching notifications on and off', () => {
  it('asks the permission only when switched on; granted → on, saved for that employer only', async () => {
    const fake = installFakeNotification('default', 'granted');
    try {
      expect(readNotifyReplies(ANA)).toBe('off');
      expect(fake.prompts).toBe(0);
      await expect(switchOnNotifyReplies(ANA)).resolves.toBe('on');
      expect(fake.prompts).toBe(1);
      expect(localStorage.getItem(notifyRepliesStorageKey(ANA))).toBe('on');
      expect(readNotifyReplies(ANA)).toBe('on');
      // Another employer on the same browser: permission granted, but not chosen.
      expect(readNotifyReplies(BEN)).toBe('off');
      switchOffNotifyReplies(ANA);
      expect(readNotifyReplies(ANA)).toBe('off');
      expect(localStorage.getItem(notifyRepliesStorageKey(ANA))).toBeNull();
    } finally {
      fake.restore();
    }
  });

  it('is asking while the prompt is open, and tells subscribers', async () => {
    const fake = installFakeNotification('default', 'wait');
    const changes = jest.fn();
    const unsubscribe = subscribeNotifyReplies(changes);
    try {
      const answered = switchOnNotifyReplies(ANA);
      expect(readNotifyReplies(ANA)).toBe('asking');
      expect(changes).toHaveBeenCalledTimes(1);
      // A second switch-on while the prompt is open asks nothing more.
      await expect(switchOnNotifyReplies(ANA)).resolves.toBe('asking');
      expect(fake.prompts).toBe(1);
      fake.answer('denied');
      await expect(answered).resolves.toBe('denied');
      expect(readNotifyReplies(ANA)).toBe('denied');
      expect(localStorage.getItem(notifyRepliesStorageKey(ANA))).toBeNull();
      expect(changes).toHaveBeenCalledTimes(2);
    } finally {
      unsubscribe();
      fake.restore();
    }
  });

  it('a prompt closed without an answer leaves it off', async () => {
    const fake = installFakeNotification('default', 'default');
    try {
      await expect(switchOnNotifyReplies(ANA)).resolves.toBe('off');
    } finally {
      fake.restore();
    }
  });

  it('without a Notification API it is unsupported and asks nothing', async () => {
    const restore = removeNotification();
    try {
      expect(readNotifyReplies(ANA)).toBe('unsupported');
      await expect(switchOnNotifyReplies(ANA)).resolves.toBe('unsupported');
      expect(localStorage.getItem(notifyRepliesStorageKey(ANA))).toBeNull();
    } finally {
      restore();
    }
  });

  it('a permission reset in the site settings shows the saved choice as off', () => {
    const fake = installFakeNotification('default');
    try {
      localStorage.setItem(notifyRepliesStorageKey(ANA), 'on');
      expect(readNotifyReplies(ANA)).toBe('off');
    } finally {
      fake.restore();
    }
  });
});

describe('reading the browser’s permission (issue #31 point 1)', () => {
  it('reads Notification.permission once, and again after an event that may have changed it', () => {
    const fake = installFakeNotification('default');
    const api = (globalThis as unknown as { Notification: { permission: NotificationPermission } })
      .Notification;
    let value: NotificationPermission = 'default';
    const read = jest.fn(() => value);
    Object.defineProperty(api, 'permission', { get: read, configurable: true });
    const changes = jest.fn();
    const unsubscribe = subscribeNotifyReplies(changes);
    try {
      localStorage.setItem(notifyRepliesStorageKey(ANA), 'on');
      expect([readNotifyReplies(ANA), readNotifyReplies(ANA), readNotifyReplies(BEN)]).toEqual([
        'off',
        'off',
        'off',
      ]);
      expect(read).toHaveBeenCalledTimes(1);
      // Granted in the site settings, then the tab comes back into view.
      value = 'granted';
      expect(readNotifyReplies(ANA)).toBe('off');
      window.dispatchEvent(new Event('focus'));
      expect(changes).toHaveBeenCalledTimes(1);
      expect(readNotifyReplies(ANA)).toBe('on');
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      unsubscribe();
      fake.restore();
    }
  });
});

describe('the inbox hint memory', () => {
  it('is remembered per employer', () => {
    expect(readHintDone(ANA)).toBe(false);
    writeHintDone(ANA);
    expect(readHintDone(ANA)).toBe(true);
    expect(readHintDone(BEN)).toBe(false);
  });
});
