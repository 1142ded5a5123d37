import { act, fireEvent, screen } from '@testing-library/react';
import { NotificationsHint } from '../../../src/features/notifications/NotificationsHint';
import {
  notificationsHintStorageKey,
  notifyRepliesStorageKey,
} from '../../../src/features/notifications/notifyReplies';
import { NotifyRepliesSetting } from '../../../src/features/notifications/NotifyRepliesSwitch';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import {
  EMPLOYER,
  installFakeNotification,
  notifierStore,
  removeNotification,
  renderWith,
} from './fixtures';

const DENIED =
  'Your browser blocks notifications from Hireline. Allow them in the site settings, then switch this on again.';

afterEach(() => localStorage.clear());

function renderSetting() {
  renderWith(notifierStore(), <NotifyRepliesSetting />);
  return screen.getByRole('switch', { name: 'Notify me of new replies' });
}

describe('NotifyRepliesSetting', () => {
  it('off → asking while the prompt is open → on once granted', async () => {
    const fake = installFakeNotification('default', 'wait');
    try {
      const toggle = renderSetting();
      expect(toggle).not.toBeChecked();
      expect(fake.prompts).toBe(0);
      fireEvent.click(toggle);
      expect(fake.prompts).toBe(1);
      expect(toggle).toBeChecked();
      expect(toggle).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('status')).toHaveTextContent(
        "Answer your browser's prompt to allow notifications from Hireline.",
      );
      await act(async () => fake.answer('granted'));
      expect(toggle).toBeChecked();
      expect(toggle).not.toHaveAttribute('aria-disabled');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(localStorage.getItem(notifyRepliesStorageKey(EMPLOYER.uuid))).toBe('on');
      fireEvent.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(localStorage.getItem(notifyRepliesStorageKey(EMPLOYER.uuid))).toBeNull();
      expect(fake.prompts).toBe(1);
    } finally {
      fake.restore();
    }
  });

  it('refused → off, with how to allow notifications', async () => {
    const fake = installFakeNotification('default', 'denied');
    try {
      const toggle = renderSetting();
      await act(async () => {
        fireEvent.click(toggle);
      });
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
      expect(screen.getByRole('status')).toHaveTextContent(DENIED);
    } finally {
      fake.restore();
    }
  });

  it('no Notification API → disabled, and says so', () => {
    const restore = removeNotification();
    try {
      const toggle = renderSetting();
      expect(toggle).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(
        "This browser can't show notifications.",
      );
    } finally {
      restore();
    }
  });
});

describe('NotificationsHint', () => {
  const shown: Notification[] = [];
  beforeEach(() => {
    shown.length = 0;
    setNotifier((notification) => shown.push(notification));
  });
  afterEach(() => setNotifier(null));

  it('turns notifications on, toasts, and is not shown again for that employer', async () => {
    const fake = installFakeNotification('default', 'granted');
    try {
      const { unmount } = renderWith(notifierStore(), <NotificationsHint />);
      expect(screen.getByText('Get notified when candidates reply')).toBeVisible();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
      });
      expect(fake.prompts).toBe(1);
      expect(screen.queryByText('Get notified when candidates reply')).toBeNull();
      expect(shown.map((n) => n.kind)).toEqual(['success']);
      expect(localStorage.getItem(notificationsHintStorageKey(EMPLOYER.uuid))).toBe('done');
      unmount();
      // Off again (from account details): the hint stays answered.
      localStorage.removeItem(notifyRepliesStorageKey(EMPLOYER.uuid));
      renderWith(notifierStore(), <NotificationsHint />);
      expect(screen.queryByText('Get notified when candidates reply')).toBeNull();
    } finally {
      fake.restore();
    }
  });

  it('refused → explains how to allow them until dismissed', async () => {
    const fake = installFakeNotification('default', 'denied');
    try {
      renderWith(notifierStore(), <NotificationsHint />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
      });
      expect(screen.getByRole('alert')).toHaveTextContent(DENIED);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(shown).toEqual([]);
    } finally {
      fake.restore();
    }
  });

  it('dismissed → remembered, no prompt', () => {
    const fake = installFakeNotification('default');
    try {
      renderWith(notifierStore(), <NotificationsHint />);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Get notified when candidates reply')).toBeNull();
      expect(fake.prompts).toBe(0);
      expect(localStorage.getItem(notificationsHintStorageKey(EMPLOYER.uuid))).toBe('done');
    } finally {
      fake.restore();
    }
  });

  it('is not shown when unsupported, blocked or already on, nor when signed out', () => {
    const restore = removeNotification();
    const { unmount } = renderWith(notifierStore(), <NotificationsHint />);
    expect(screen.queryByText('Get notified when candidates reply')).toBeNull();
    unmount();
    restore();
    const fake = installFakeNotification('granted');
    try {
      localStorage.setItem(notifyRepliesStorageKey(EMPLOYER.uuid), 'on');
      const on = renderWith(notifierStore(), <NotificationsHint />);
      expect(screen.queryByText('Get notified when candidates reply')).toBeNull();
      on.unmount();
      renderWith(notifierStore(null), <NotificationsHint />);
      expect(screen.queryByText('Get notified when candidates reply')).toBeNull();
    } finally {
      fake.restore();
    }
  });
});
