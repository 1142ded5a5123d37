/**
 * The store of the unit tests: the app's (`makeStore`, src/app/store.ts) with the same
 * middleware, RTK's development checks included (a mutated state or a non-serializable value
 * in state or an action still shows), but without their timing warning
 * ("SerializableStateInvariantMiddleware took 37ms, which is more than the warning threshold
 * of 32ms"). The checks walk the whole state on every dispatch, and what they take here
 * measures the machine, not the code: jsdom on 2 cores shared by two jest workers (and, on a
 * busy machine, more) puts the robustness suites' large RTK Query caches at 35–120 ms, so the
 * warning came and went from run to run. In the browser (dev server, Storybook) the 32 ms
 * warning stays.
 */
import type { RootState } from '../../src/store';
import { makeStore } from '../../src/app/store';

export function makeTestStore(preloadedState?: Partial<RootState>) {
  return makeStore(preloadedState, { invariantCheckWarnAfter: Number.POSITIVE_INFINITY });
}
