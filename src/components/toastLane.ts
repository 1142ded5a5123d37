/**
 * The toasts' lane (issue #30 point 7): the band at the bottom of the screen that the toasts
 * take while any shows — their height from the bottom edge up, plus a gap — published by
 * {@link ToastHost} as a CSS custom property on `<html>` (absent, i.e. `0px`, while no toast
 * shows). What ends at the bottom of the screen and holds controls (the page, a dialog's
 * scroll, the chat list pane, the phone's chat view with its composer, the checkout's sticky
 * bar) keeps this much room at its end, so that no control stays under a toast.
 */
export const TOAST_LANE_PROPERTY = '--toast-lane-height';

/** The lane's height as a CSS value, e.g. `padding-bottom: calc(48px + ${toastLane})`. */
export const toastLane = `var(${TOAST_LANE_PROPERTY}, 0px)`;
