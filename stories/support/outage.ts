import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * A GET of the simulated API that goes down on cue, for the stale stories (issue #18 point 5:
 * data that loaded stays on screen, with a quiet "couldn't refresh" note, when a refresh
 * fails). Until {@link Outage.refreshFails} the request is answered as usual; from then on
 * with a 500 (final at once: the base query retries only network errors, 502–504 and 429, so
 * the story needs no backoff time).
 */
export interface Outage {
  /**
   * The msw handler, for the story's `beforeEach` (`msw.use(outage.handler())`); the API is
   * up again each time it is made.
   */
  handler: () => HttpHandler;
  /**
   * Takes the API down and refreshes the screen's queries as coming back online does (RTK
   * Query's `refetchOnReconnect`, the `online` event of the story's window): each failed
   * refresh leaves its region stale.
   */
  refreshFails: (canvasElement: HTMLElement) => void;
}

/** The simulated API's answer to a request that failed on the server: 500 "Server Error". */
export function serverError(): Response {
  return HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 });
}

/**
 * An {@link Outage} of the GETs of `path` (an msw path: `*` for any origin, then e.g.
 * `/v1/employers/plans`); with `matches`, only of the requests it accepts (e.g. the spend
 * meter's `per_page=100` reads).
 */
export function outage(path: string, matches: (request: Request) => boolean = () => true): Outage {
  let down = false;
  return {
    handler() {
      down = false;
      return http.get(path, ({ request }) =>
        down && matches(request) ? serverError() : undefined,
      );
    },
    refreshFails(canvasElement) {
      down = true;
      const view = canvasElement.ownerDocument.defaultView ?? window;
      view.dispatchEvent(new Event('online'));
    },
  };
}
