/** A hook that tells a callback prop a value and its changes, for the card payment form (CardPaymentForm). */
import { useEffect, useRef } from 'react';

/**
 * Calls `report(value)` after the first render and after every render where `value` changed
 * (compared with `Object.is`, as a `useEffect` dependency). The latest `report` is called,
 * whichever one the render that changed `value` saw: a new callback identity on every
 * render of the parent never re-reports an unchanged value. `report` omitted: nothing.
 */
export function useReportChange<V>(value: V, report: ((value: V) => void) | undefined): void {
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });
  useEffect(() => {
    reportRef.current?.(value);
  }, [value]);
}
