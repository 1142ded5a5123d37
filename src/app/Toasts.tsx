import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import { ToastContent } from '../components/ToastContent';
import { ToastHost } from '../components/ToastHost';
import { setNotifier, type NotificationText } from '../store/notifier';
import type { ThemeMode } from '../theme/themes';

/** Shows the store's notifications as toasts, translated (SPEC §8, §9: 3500 ms, closable). */
function Notifications() {
  const intl = useIntl();
  useEffect(() => {
    const text = (value: NotificationText | undefined) => {
      if (value === undefined || typeof value === 'string') return value;
      const { values, ...message } = value;
      return intl.formatMessage(message, values);
    };
    setNotifier(
      ({ kind, summary, detail, action, durationMs, id, onClose }) => {
        const content = ({ closeToast }: { closeToast: () => void }) => (
          <ToastContent
            summary={text(summary) ?? ''}
            detail={text(detail) || undefined}
            action={
              action && {
                label: text(action.label) ?? '',
                // The action first: closing runs `onClose`, which must see it done (Undo).
                onAction: () => {
                  action.onAction();
                  closeToast();
                },
              }
            }
          />
        );
        // One toast per distinct text while it is shown: a list that keeps failing on every
        // poll (10 s) does not stack the same error again and again.
        const options = {
          toastId: id ?? `${kind}:${text(summary)}:${text(detail) ?? ''}`,
          ...(durationMs ? { autoClose: durationMs } : {}),
          ...(onClose ? { onClose: () => onClose() } : {}),
        };
        if (kind === 'error') toast.error(content, options);
        else if (kind === 'success') toast.success(content, options);
        else toast.info(content, options);
      },
      (id) => toast.dismiss(id),
    );
    return () => setNotifier(null);
  }, [intl]);
  return null;
}

/**
 * The app's toasts (SPEC §8, §9): the toast container ({@link ToastHost}, light or dark as
 * `mode`) and the bridge that shows the store's notifications in it, translated. Its own chunk
 * with react-toastify, which `AppProviders` (src/app/AppProviders.tsx) loads once the first
 * screen has painted (issue #20 point 6: neither is JavaScript ahead of the first paint);
 * notifications raised before then wait in the notifier's queue (src/store/notifier.ts) and
 * show once this has mounted.
 */
export function Toasts({ mode }: { mode: ThemeMode }) {
  return (
    <>
      <Notifications />
      <ToastHost mode={mode} />
    </>
  );
}
