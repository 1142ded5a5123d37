import { useEffect, useRef } from 'react';
import { triageAction, type TriageAction } from './triageShortcuts';

/**
 * Listens for the chats screen's triage shortcuts on the document (issue #9 point 6) while
 * the screen is mounted: each key press that {@link triageAction} maps to an action calls
 * `run` with it (the latest `run`, so it sees the current list) and is consumed
 * (`preventDefault`); every other key press is left alone.
 */
export function useTriageShortcuts(run: (action: TriageAction) => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = triageAction(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
