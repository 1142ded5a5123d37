/**
 * Switching the language reloads what the server wrote in the previous one (contract
 * "Language": catalog names, plans' texts, the company's size and industry names), with the new
 * `Accept-Language`.
 */
import { catalogApi } from '../../../src/api/catalogApi';
import { subscriptionApi } from '../../../src/api/subscriptionApi';
import { switchLanguage } from '../../../src/features/preferences/switchLanguage';
import { makeStore } from '../../../src/store';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { DEMO, loggedInStore, setupAccountServer } from '../account/helpers';

const mock = setupAccountServer();

/** `path Accept-Language` of every request, in order. */
const seen: string[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push(`${new URL(request.url).pathname} ${request.headers.get('accept-language')}`);
};
beforeEach(() => {
  seen.length = 0;
  mock.current.server.events.on('request:start', record);
});
afterEach(() => mock.current.server.events.removeAllListeners());

const INDUSTRIES = { model: 'company-industries' as const, page: 1, per_page: 50 };

it('refetches the shown catalog and the employee in Spanish, and keeps the store on Spanish', async () => {
  const store = await loggedInStore(DEMO);
  const englishIndustry = store.getState().auth.user?.company?.company_industry?.name;
  const catalog = store.dispatch(catalogApi.endpoints.listCatalog.initiate(INDUSTRIES));
  const englishCatalog = JSON.stringify((await catalog.unwrap()).data);
  seen.length = 0;

  await store.dispatch(switchLanguage('es'));
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(store.getState().language.lang).toBe('es');
  expect(seen).toContain('/v1/employers/auth/employee es');
  expect(seen).toContain('/v1/catalog/company-industries es');
  const spanishIndustry = store.getState().auth.user?.company?.company_industry?.name;
  expect(spanishIndustry).toBeTruthy();
  expect(spanishIndustry).not.toBe(englishIndustry);
  const refreshed = catalogApi.endpoints.listCatalog.select(INDUSTRIES)(store.getState());
  expect(JSON.stringify(refreshed.data?.data)).not.toEqual(englishCatalog);
  catalog.unsubscribe();
});

it('marks the plans stale without a screen showing them: the next one asks in Spanish', async () => {
  const store = await loggedInStore(DEMO);
  const plans = store.dispatch(subscriptionApi.endpoints.listPlans.initiate());
  await plans.unwrap();
  plans.unsubscribe();
  seen.length = 0;

  await store.dispatch(switchLanguage('es'));
  expect(seen.filter((line) => line.startsWith('/v1/employers/plans'))).toEqual([]);
  const again = store.dispatch(subscriptionApi.endpoints.listPlans.initiate());
  await again.unwrap();
  expect(seen.filter((line) => line.startsWith('/v1/employers/plans'))).toEqual([
    '/v1/employers/plans es',
  ]);
  again.unsubscribe();
});

it('asks for nothing when logged out', async () => {
  const store = makeStore({
    auth: { ...initialAuthState(), status: 'anonymous' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  await store.dispatch(switchLanguage('es'));
  expect(store.getState().language.lang).toBe('es');
  expect(seen).toEqual([]);
});
