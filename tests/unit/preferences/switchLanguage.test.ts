/**
 * Switching the language reloads what the server wrote in the previous one (contract
 * "Language": catalog names, plans' texts, the company's size and industry names), with the new
 * `Accept-Language`.
 */
import { waitFor } from '@testing-library/react';
import { catalogApi } from '../../../src/api/catalogApi';
import { chatsApi } from '../../../src/api/chatsApi';
import { jobOpeningsApi } from '../../../src/api/jobOpeningsApi';
import { paymentsApi } from '../../../src/api/paymentsApi';
import { subscriptionApi } from '../../../src/api/subscriptionApi';
import { switchLanguage } from '../../../src/features/preferences/switchLanguage';
import { makeTestStore } from '../testStore';
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

  expect(store.getState().language.lang).toBe('es');
  expect(seen).toContain('/v1/employers/auth/employee es');
  const spanishIndustry = store.getState().auth.user?.company?.company_industry?.name;
  expect(spanishIndustry).toBeTruthy();
  expect(spanishIndustry).not.toBe(englishIndustry);
  // The shown catalog is asked again in Spanish, and its Spanish names replace the English.
  await waitFor(() => expect(seen).toContain('/v1/catalog/company-industries es'));
  await waitFor(() => {
    const refreshed = catalogApi.endpoints.listCatalog.select(INDUSTRIES)(store.getState());
    expect(JSON.stringify(refreshed.data?.data)).not.toEqual(englishCatalog);
  });
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

it('refetches the shown charges, openings, suggestions, chats and threads in Spanish (issue #19 point 8)', async () => {
  const store = await loggedInStore(DEMO);
  const openings = store.dispatch(
    jobOpeningsApi.endpoints.listJobOpenings.initiate('search=Warehouse%20Associate'),
  );
  const opening = (await openings.unwrap()).data[0];
  const jobOpeningId = opening.uuid;
  const suggestions = store.dispatch(
    jobOpeningsApi.endpoints.listSuggestedCandidates.initiate({ jobOpeningId }),
  );
  await suggestions.unwrap();
  const chats = store.dispatch(
    chatsApi.endpoints.listJobOpeningChats.initiate({ jobOpeningId, queryString: 'status=hired' }),
  );
  const hired = (await chats.unwrap()).data[0];
  const thread = store.dispatch(chatsApi.endpoints.listChatMessages.initiate({ chatId: hired.id }));
  await thread.unwrap();
  const charges = store.dispatch(paymentsApi.endpoints.listPayments.initiate('kind=checkout'));
  await charges.unwrap();
  expect(opening.skills[0].name).toBe('Forklift Operation');
  seen.length = 0;

  await store.dispatch(switchLanguage('es'));

  const state = () => store.getState();
  await waitFor(() =>
    expect(
      jobOpeningsApi.endpoints.listJobOpenings.select('search=Warehouse%20Associate')(state()).data
        ?.data[0].skills[0].name,
    ).toBe('Operación de montacargas'),
  );
  await waitFor(() =>
    expect(
      chatsApi.endpoints.listChatMessages
        .select({ chatId: hired.id })(state())
        .data?.data.filter((m) => m.sender === 'system')
        .map((m) => m.body),
    ).toEqual([
      expect.stringMatching(/^Chat desbloqueado hasta el \d+ de [a-z]+ de \d{4}\. /),
      `Se contrató a ${hired.candidate.name}.`,
    ]),
  );
  await waitFor(() =>
    expect(
      paymentsApi.endpoints.listPayments.select('kind=checkout')(state()).data?.data[0].description,
    ).toMatch(/^Contacto con \d+ candidatos? para /),
  );
  const chatSkills = () =>
    chatsApi.endpoints.listJobOpeningChats
      .select({ jobOpeningId, queryString: 'status=hired' })(state())
      .data?.data[0].candidate.skills.map((s) => s.name);
  await waitFor(() => expect(chatSkills()).toContain('Control de inventario'));
  expect(hired.candidate.skills.map((s) => s.name)).toContain('Inventory Management');
  await waitFor(() =>
    expect(
      jobOpeningsApi.endpoints.listSuggestedCandidates
        .select({ jobOpeningId })(state())
        .data?.data.flatMap((c) => c.skills.map((s) => s.name)),
    ).toContain('Operación de montacargas'),
  );
  // Each was asked again, with the new Accept-Language.
  expect(seen).toEqual(
    expect.arrayContaining([
      '/v1/employers/job-openings es',
      `/v1/employers/job-openings/${jobOpeningId}/candidates es`,
      `/v1/employers/job-openings/${jobOpeningId}/chats es`,
      `/v1/employers/chat/${hired.id}/messages es`,
      '/v1/employers/payments es',
    ]),
  );
  for (const subscription of [openings, suggestions, chats, thread, charges])
    subscription.unsubscribe();
});

it('asks for nothing when logged out', async () => {
  const store = makeTestStore({
    auth: { ...initialAuthState(), status: 'anonymous' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  await store.dispatch(switchLanguage('es'));
  expect(store.getState().language.lang).toBe('es');
  expect(seen).toEqual([]);
});
