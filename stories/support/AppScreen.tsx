import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';

/**
 * A whole screen of the app at `url`: the app's route table (layouts, guards, titles) in a
 * memory router. Stories give it `parameters.router.disable` and, for employer screens, a
 * logged-in store (`withEmployer`).
 */
export function AppScreen({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}
