import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../store/hooks';
import {
  readNotifyReplies,
  subscribeNotifyReplies,
  switchOffNotifyReplies,
  switchOnNotifyReplies,
  type NotifyRepliesState,
} from './notifyReplies';

/** What {@link useNotifyReplies} gives. */
export interface NotifyReplies {
  /** The signed-in employer's uuid (`state.auth.user.uuid`), `null` when signed out. */
  employeeUuid: string | null;
  /** What the switch shows (`off` when signed out). */
  state: NotifyRepliesState;
  /**
   * Switches on: asks the browser's permission, saves the choice when granted.
   * @returns the state after the answer.
   */
  switchOn: () => Promise<NotifyRepliesState>;
  /** Switches off. */
  switchOff: () => void;
}

/**
 * The signed-in employer's "Notify me of new replies" preference (issue #21 point 3; see
 * `notifyReplies.ts`): its state, kept current across the switch, the inbox hint, the reply
 * notifier and other tabs, and the actions that change it.
 */
export function useNotifyReplies(): NotifyReplies {
  const employeeUuid = useAppSelector((state) => state.auth.user?.uuid ?? null);
  const read = useCallback(
    (): NotifyRepliesState => (employeeUuid ? readNotifyReplies(employeeUuid) : 'off'),
    [employeeUuid],
  );
  const state = useSyncExternalStore(subscribeNotifyReplies, read, read);
  const switchOn = useCallback(
    () => (employeeUuid ? switchOnNotifyReplies(employeeUuid) : Promise.resolve(read())),
    [employeeUuid, read],
  );
  const switchOff = useCallback(() => {
    if (employeeUuid) switchOffNotifyReplies(employeeUuid);
  }, [employeeUuid]);
  return { employeeUuid, state, switchOn, switchOff };
}
