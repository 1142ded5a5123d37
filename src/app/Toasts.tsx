import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { toast, type Id } from 'react-toastify/unstyled';
import { ToastContent } from '../components/ToastContent';
import { ToastHost, toastsHoldStill } from '../components/ToastHost';
import { setNotifier, type NotificationText } from '../store/notifier';
import type { ThemeMode } from '../theme/themes';

/**
 * Counts `durationMs` down while `running`, keeping what is left across pauses, and calls
 * `onElapsed` once when none is left. Nothing counts while toasts hold still
 * ({@link toastsHoldStill}: stories).
 */
function useCountdown(durationMs: number | undefined, running: boolean, onElapsed: () => void) {
  const left = useRef(durationMs ?? 0);
  const elapsed = useRef(onElapsed);
  const done = useRef(false);
  useEffect(() => {
    elapsed.current = onElapsed;
  });
  useEffect(() => {
    if (durationMs === undefined || !running || done.current || toastsHoldStill()) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      done.current = true;
      elapsed.current();
    }, left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - startedAt));
    };
  }, [durationMs, running]);
}

/** Props of {@link NotificationToast}. */
interface NotificationToastProps extends Omit<
  ComponentProps<typeof ToastContent>,
  'onAttentionChange'
> {
  /** The toast's id in react-toastify. */
  toastId: Id;
  /** Its lifetime counted here (a notification's `durationMs`); else react-toastify's 3500 ms. */
  durationMs?: number;
  /** Closes the toast (react-toastify's `closeToast`: runs the notification's `onClose`). */
  closeToast: () => void;
}

/**
 * One notification's toast, paused only while the employer attends to it (issue #30 point 7):
 * the pointer moved onto it, or the focus in it — never a pointer that rested where it
 * opened. A notification with `durationMs` (the Undo of a rejection, whose end sends it) is
 * counted here, in ms of the app's clock, and closes when that runs out; the others run on
 * react-toastify's timer, which this pauses and plays.
 */
function NotificationToast({
  toastId,
  durationMs,
  closeToast,
  ...content
}: NotificationToastProps) {
  const [attending, setAttending] = useState(false);
  useCountdown(durationMs, !attending, closeToast);
  return (
    <ToastContent
      {...content}
      onAttentionChange={(now) => {
        setAttending(now);
        if (durationMs !== undefined) return;
        if (now) toast.pause({ id: toastId });
        else toast.play({ id: toastId });
      }}
    />
  );
}

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
        const toastId = id ?? `${kind}:${text(summary)}:${text(detail) ?? ''}`;
        const countdownMs = durationMs || undefined;
        const content = ({ closeToast }: { closeToast: () => void }) => (
          <NotificationToast
            toastId={toastId}
            durationMs={countdownMs}
            closeToast={closeToast}
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
        // poll (10 s) does not stack the same error again and again. A `durationMs` is counted
        // by the toast itself (NotificationToast), not by react-toastify's CSS animation.
        const options = {
          toastId,
          ...(countdownMs ? { autoClose: false as const } : {}),
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
