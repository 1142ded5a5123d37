/**
 * /job-openings against 200 generated `listJobOpenings` bodies (issue #7 point 6): long and
 * right-to-left names, empty lists, the largest counts and page numbers, far dates — the
 * list, its cards and its pagination render and the error boundary never shows.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { generateCases } from './contractData';
import {
  BATCH_TIMEOUT_MS,
  caseBatches,
  CASES_PER_SCREEN,
  loggedInStore,
  runCases,
  setupRobustnessServer,
} from './harness';

jest.setTimeout(BATCH_TIMEOUT_MS);

const server = setupRobustnessServer();
const SEED = 70_000;

const bodies = generateCases('listJobOpenings', CASES_PER_SCREEN, SEED);

describe(`${CASES_PER_SCREEN} generated job openings lists`, () => {
  it('are mostly not empty', () => {
    expect(bodies.filter((body) => body.data.length > 0).length).toBeGreaterThan(120);
  });

  it.each(caseBatches())('cases %i to %i render without the error boundary', async (first, end) => {
    const failures = await runCases(
      server,
      bodies.slice(first, end).map((body, offset) => ({
        seed: SEED + first + offset,
        data: body,
        handlers: [http.get('*/v1/employers/job-openings', () => HttpResponse.json(body))],
        store: loggedInStore(),
        path: '/job-openings',
        routes: (
          <Routes>
            <Route path="/job-openings" element={<JobOpeningsPage />} />
          </Routes>
        ),
        endpoints: ['listJobOpenings'],
        check: () => {
          expect(document.querySelector('h1')).toHaveTextContent('Job openings');
          if (body.data.length === 0) {
            expect(document.body).toHaveTextContent('No job openings yet');
          } else {
            const list = document.querySelector('ul[aria-label="Job openings"]');
            expect(list?.children).toHaveLength(body.data.length);
          }
        },
      })),
    );
    expect(failures).toEqual([]);
  });
});
