/**
 * /job-openings/:uuid/chats against 200 generated cases (issue #7 point 6): the opening
 * lookup (`listJobOpenings`), the chat list (`listJobOpeningChats`) and, with a chat selected
 * (`?chat=<id>`), its thread (`listChatMessages`) — long right-to-left names and bodies,
 * every chat status, empty lists, the largest counts, far dates — and the opening's cost so far
 * (`listPayments` by `job_opening_uuid`, priced in the current subscription's currency,
 * `getCurrentSubscription`; issue #9 point 4). The header, the list, the thread, the composer
 * and the actions render; the error boundary never shows.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ChatsPage } from '../../../src/features/chats/ChatsPage';
import { caseOptions, generateResponse } from './contractData';
import {
  catalogHandler,
  batchIndexes,
  BATCH_TIMEOUT_MS,
  caseBatches,
  CASES_PER_SCREEN,
  loggedInStore,
  runCases,
  setupRobustnessServer,
  type ScreenCase,
} from './harness';

// Every chat and message row is rendered (jsdom gives the real virtual lists no height).
jest.mock('react-virtuoso', () => jest.requireActual('./allRowsVirtuoso'));
jest.setTimeout(BATCH_TIMEOUT_MS);

const server = setupRobustnessServer();
const SEED = 71_000;
/** The opening of the cases whose openings list is empty: not found. */
const MISSING_OPENING = '00000000-0000-4000-8000-000000000000';
/** Cases whose thread showed its newest message. */
let threadsShown = 0;

function chatsCase(index: number): ScreenCase {
  const seed = SEED + index;
  const openings = generateResponse('listJobOpenings', seed, caseOptions(index));
  const chats = generateResponse('listJobOpeningChats', seed, caseOptions(index));
  const messages = generateResponse('listChatMessages', seed, caseOptions(index));
  const payments = generateResponse('listPayments', seed, caseOptions(index));
  const subscription = generateResponse('getCurrentSubscription', seed, caseOptions(index));
  const uuid = openings.data[0]?.uuid ?? MISSING_OPENING;
  // Three cases in four open the first chat of the list.
  const selected = index % 4 === 3 ? undefined : chats.data[0];
  const path = `/job-openings/${uuid}/chats${selected ? `?chat=${selected.id}` : ''}`;
  return {
    seed,
    data: { path, openings, chats, messages, payments, subscription },
    handlers: [
      http.get('*/v1/employers/job-openings', () => HttpResponse.json(openings)),
      http.get('*/v1/employers/job-openings/:id/chats', () => HttpResponse.json(chats)),
      http.get('*/v1/employers/chat/:id/messages', () => HttpResponse.json(messages)),
      // The opening's cost reads every page: later pages answer empty, so the list ends.
      http.get('*/v1/employers/payments', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json(page > 1 ? { ...payments, data: [] } : payments);
      }),
      http.get('*/v1/employers/current-subscription', () => HttpResponse.json(subscription)),
      catalogHandler(seed, index),
    ],
    store: loggedInStore(),
    path,
    routes: (
      <Routes>
        <Route path="/job-openings/:jobOpeningId/chats" element={<ChatsPage />} />
      </Routes>
    ),
    endpoints: [
      'listJobOpenings',
      'listJobOpeningChats',
      ...(selected && uuid !== MISSING_OPENING ? ['listChatMessages'] : []),
    ],
    check: () => {
      const text = document.body.textContent ?? '';
      if (uuid === MISSING_OPENING) {
        expect(text).toContain('Job opening not found');
      } else if (chats.data.length === 0) {
        expect(text).toContain('No chats yet');
      } else {
        const rows = document.querySelectorAll(
          '[role="list"][aria-label="Chats"] > [role="listitem"]',
        );
        expect(rows).toHaveLength(chats.data.length);
        const pane = document.querySelector('[data-pane="chat"]');
        if (selected) {
          expect(pane?.getAttribute('aria-label')).toBe(`Chat with ${selected.candidate.name}`);
          const newest = messages.data[messages.data.length - 1];
          if (newest) {
            const thread = pane?.querySelector('[role="region"]');
            expect(thread?.textContent).toContain(newest.body.trim().slice(0, 20));
            threadsShown += 1;
          }
        }
      }
    },
  };
}

describe(`${CASES_PER_SCREEN} generated chat screens`, () => {
  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    expect(await runCases(server, batchIndexes(first, end).map(chatsCase))).toEqual([]);
  });

  it('showed an open thread with its newest message in over a third of the cases', () => {
    expect(threadsShown).toBeGreaterThan(CASES_PER_SCREEN / 3);
  });
});
