/**
 * /job-openings against 200 generated `listJobOpenings` bodies (issue #7 point 6): long and
 * right-to-left names, empty lists, the largest counts and page numbers, far dates — the
 * list, its cards and its pagination render and the error boundary never shows.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { generateCases } from './contractData';
import { CASES_PER_SCREEN, loggedInStore, runCases, setupRobustnessServer } from './harness';

jest.setTimeout(120_000);

const server = setupRobustnessServer();
const SEED = 70_000;

it(`renders ${CASES_PER_SCREEN} generated job openings lists without falling into the error boundary`, async () => {
  const bodies = generateCases('listJobOpenings', CASES_PER_SCREEN, SEED);
  const failures = await runCases(
    server,
    bodies.map((body, index) => ({
      seed: SEED + index,
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
        expect(document.querySelector('h1')).toHaveTextContent('Job Openings');
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
  expect(bodies.filter((body) => body.data.length > 0).length).toBeGreaterThan(120);
});
