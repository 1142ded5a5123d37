/**
 * The one function the app takes from React's scheduler (the package react-dom renders with,
 * one copy in node_modules): see src/main.tsx `RENDER_SLICE_FPS`.
 */
declare module 'scheduler' {
  /**
   * Sets how long React works on a concurrent render before it yields to the browser: 1000 /
   * `fps` ms, rounded down (`fps` from 1 to 125; 0 puts back the default of 5 ms).
   */
  export function unstable_forceFrameRate(fps: number): void;
}
