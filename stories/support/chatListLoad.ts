/**
 * The load states every chat list shows the same way — an opening's chats (SPEC §2, §9) and the
 * inbox (issue #21 point 1) — as story annotations to spread into a story of either: the list's
 * GETs held unanswered ("Loading chats…"), answered with a 500 ("We couldn't load the chats"
 * with "Try again"), or failing on a refresh after they loaded (stale, issue #18 point 5).
 *
 * Spread the annotations into the story and name its `play` there too: Storybook sees a play
 * function (the story's `play-fn` tag, the test-runner's play test) only when the story's own
 * object literal names it.
 *
 * @example
 * const loading = chatListLoading('*\/v1/employers/chats');
 * export const Loading: Story = { ...loading, play: loading.play };
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { outage, serverError } from './outage';
import { msg } from './storyText';

/** What a story's `beforeEach` gets that these annotations use: msw-storybook-addon's `msw`. */
interface MswContext {
  msw: { use: (...handlers: HttpHandler[]) => void };
}

/** What a story's `play` gets that these annotations use. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * The list's first load never ends (the GETs of `path`, an msw path such as
 * `*\/v1/employers/chats`, are held): the pane shows "Loading chats…". The shot does not wait
 * for the held request.
 */
export function chatListLoading(path: string) {
  return {
    parameters: { visual: { waitForNetwork: false } },
    beforeEach({ msw }: MswContext) {
      msw.use(
        http.get(path, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
    },
    async play({ canvasElement }: PlayContext) {
      await expect(
        await within(canvasElement).findByText(msg('chats.list.loading')),
      ).toBeInTheDocument();
    },
  };
}

/**
 * The list's first load fails (the GETs of `path` answer 500): the pane says "We couldn't
 * load the chats" and offers "Try again".
 */
export function chatListLoadError(path: string) {
  return {
    beforeEach({ msw }: MswContext) {
      msw.use(http.get(path, () => serverError()));
    },
    async play({ canvasElement }: PlayContext) {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(msg('chats.list.loadError'))).toBeVisible();
      await expect(canvas.getByRole('button', { name: msg('common.retry') })).toBeVisible();
    },
  };
}

/**
 * The list loaded, then a refresh of the GETs of `path` failed (issue #18 point 5): the chats
 * stay as last seen under a quiet "Couldn't refresh. Retrying…" note (its poll asks again), no
 * load error. `rowsShown` waits for the rows the story expects and asserts them (before the
 * failure and after it).
 */
export function chatListStale(
  path: string,
  rowsShown: (canvasElement: HTMLElement) => Promise<unknown>,
) {
  const down = outage(path);
  return {
    beforeEach({ msw }: MswContext) {
      msw.use(down.handler());
    },
    async play({ canvasElement }: PlayContext) {
      const canvas = within(canvasElement);
      await rowsShown(canvasElement);
      down.refreshFails(canvasElement);
      await expect(await canvas.findByText(msg('common.stale.note'))).toBeVisible();
      await rowsShown(canvasElement);
      await expect(canvas.queryByText(msg('chats.list.loadError'))).toBeNull();
    },
  };
}
