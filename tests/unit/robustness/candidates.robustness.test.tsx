/**
 * The checkout step of a new job opening (suggested candidates, then the order summary and
 * card form) against 200 generated cases (issue #7 point 6): the opening (a generated
 * JobOpening) and its suggestions (`listSuggestedCandidates`: long right-to-left names and
 * headlines, null phone numbers, empty lists, the largest unit amounts, unknown currencies).
 * In one case in three "Select all" then "Continue to payment" open the summary and the card
 * form. The error boundary never shows.
 */
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { CheckoutFlow } from '../../../src/features/jobOpenings/CheckoutFlow';
import { caseOptions, generateComponent, generateResponse } from './contractData';
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

jest.setTimeout(BATCH_TIMEOUT_MS);

const server = setupRobustnessServer();
const SEED = 76_000;

function checkoutCase(index: number): ScreenCase {
  const seed = SEED + index;
  const opening = generateComponent('JobOpening', seed, caseOptions(index));
  const suggestions = generateResponse('listSuggestedCandidates', seed, caseOptions(index));
  const none = suggestions.data.length === 0;
  // One case in three goes on to the order summary and the card form.
  const pay = !none && index % 3 === 0;
  return {
    seed,
    data: { opening, suggestions },
    handlers: [
      http.get('*/v1/employers/job-openings/:id/candidates', () => HttpResponse.json(suggestions)),
      catalogHandler(seed, index),
    ],
    store: loggedInStore(),
    path: '/job-openings',
    routes: (
      <Routes>
        <Route
          path="/job-openings"
          element={<CheckoutFlow opening={opening} onClose={() => {}} onCheckedOut={() => {}} />}
        />
      </Routes>
    ),
    endpoints: ['listSuggestedCandidates'],
    act: () => {
      if (!pay) return;
      // By text, not by role: the accessible-name computation is slow over long lists.
      const button = (label: string) => {
        const found = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent === label,
        );
        if (!found) throw new Error(`no "${label}" button`);
        return found;
      };
      // Every candidate, whatever the preselection by minimum match (issue #19 point 15).
      fireEvent.click(button('Select all'));
      fireEvent.click(button('Continue to payment'));
    },
    check: () => {
      const text = document.body.textContent ?? '';
      if (none) {
        expect(text).toContain('No candidates available');
      } else {
        const title = pay ? 'Pay for candidates for' : 'Suggested candidates for';
        expect(text).toContain(`${title} ${opening.name}`);
        for (const candidate of suggestions.data) expect(text).toContain(candidate.name);
      }
    },
  };
}

describe(`${CASES_PER_SCREEN} generated candidate checkouts`, () => {
  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    expect(await runCases(server, batchIndexes(first, end).map(checkoutCase))).toEqual([]);
  });
});
