/**
 * One presentation per error (issue #19 point 10), over the simulated API: a form whose
 * submit the server refuses with a 422 and `fields` shows each message on its field once, one
 * summary above in human words (English and Spanish, never the contract's generic "The given
 * data was invalid."), and no toast; an action without a form still toasts, in human words.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { companyApi } from '../../../src/api/companyApi';
import { ChatActions } from '../../../src/features/chats/ChatActions';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { messages, type Language } from '../../../src/i18n/messages';
import { formErrorPresentation } from '../../../src/features/shared/serverErrors';
import { errorsShownInline } from '../../../src/store/apiNotifications';
import { languageChanged } from '../../../src/store/languageSlice';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import { lightTheme } from '../../../src/theme/themes';
import { DEMO, loggedInStore } from '../account/helpers';
import { demoToken, listedChat, NOW, setupChatsServer, storeWithToken } from '../chats/helpers';
import { renderChats } from '../chats/render';

jest.setTimeout(30_000);

const mock = setupChatsServer();
let notifications: Notification[];

beforeEach(() => {
  notifications = [];
  setNotifier((n) => notifications.push(n));
});
afterEach(() => setNotifier(null));

const GENERIC_422 = {
  en: 'The given data was invalid.',
  es: 'Los datos proporcionados no son válidos.',
};
const errorToasts = () => notifications.filter((n) => n.kind === 'error');

/** /account-details for the demo employer in `language`. */
async function renderAccountIn(language: Language) {
  const store = await loggedInStore(DEMO);
  store.dispatch(languageChanged(language));
  render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <I18nProvider language={language} timeZone="UTC">
          <MemoryRouter initialEntries={['/account-details']}>
            <AccountDetailsPage />
          </MemoryRouter>
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

/** The elements of `form` showing exactly `text`, split into the summary's and the others. */
function occurrences(form: HTMLElement, summary: HTMLElement, text: string) {
  const all = within(form).getAllByText(text);
  return {
    inSummary: all.filter((element) => summary.contains(element)),
    elsewhere: all.filter((element) => !summary.contains(element)),
  };
}

describe('a form the server refuses with a 422 and fields', () => {
  it('change password (wrong current password): the field once, one summary in English, no toast', async () => {
    await renderAccountIn('en');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'WrongPassword1!');
    await user.type(within(form).getByLabelText(/^New password/), 'NewPassword456!');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'NewPassword456!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    const field = within(form).getByLabelText(/^Current password/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('The password is incorrect.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    const alerts = within(form).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    const summary = alerts[0];
    expect(summary).toHaveTextContent(/^Please correct the highlighted field/);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The password is incorrect.']);
    const { inSummary, elsewhere } = occurrences(form, summary, 'The password is incorrect.');
    expect(inSummary).toHaveLength(1);
    // Inline once: the one message outside the summary is the field's own description.
    expect(elsewhere).toHaveLength(1);
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(elsewhere[0].id);

    expect(screen.queryByText(GENERIC_422.en)).not.toBeInTheDocument();
    expect(errorToasts()).toEqual([]);
  });

  it('company form in Spanish (two fields): each on its field, "Corrige los 2 campos marcados", no toast', async () => {
    const languages: (string | null)[] = [];
    mock.current.server.use(
      http.put('*/v1/employers/companies/:id', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return HttpResponse.json(
          {
            message: GENERIC_422.es,
            errors: [
              'El nombre de la empresa ya está en uso.',
              'El número de teléfono no está en servicio.',
            ],
            fields: {
              name: ['El nombre de la empresa ya está en uso.'],
              phone_number: ['El número de teléfono no está en servicio.'],
            },
          },
          { status: 422 },
        );
      }),
    );
    await renderAccountIn('es');
    const es = messages.es;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: es['account.company.editLabel'] }));
    const form = await screen.findByRole('form', { name: es['company.form.label'] });
    await user.click(within(form).getByRole('button', { name: es['account.company.save'] }));

    const name = within(form).getByLabelText(new RegExp(`^${es['company.field.name']}`));
    const phone = within(form).getByLabelText(new RegExp(`^${es['company.field.phoneNumber']}`));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('El nombre de la empresa ya está en uso.'),
    );
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('El número de teléfono no está en servicio.'),
    );
    expect(languages).toEqual(['es']);

    const alerts = within(form).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(/^Corrige los 2 campos marcados/);
    // The summary lists them in the form's order (name, then phone number).
    expect(
      within(alerts[0])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'El nombre de la empresa ya está en uso.',
      'El número de teléfono no está en servicio.',
    ]);
    for (const text of [
      'El nombre de la empresa ya está en uso.',
      'El número de teléfono no está en servicio.',
    ]) {
      const { inSummary, elsewhere } = occurrences(form, alerts[0], text);
      expect([inSummary.length, elsewhere.length]).toEqual([1, 1]);
    }
    expect(screen.queryByText(GENERIC_422.es)).not.toBeInTheDocument();
    expect(errorToasts()).toEqual([]);
  });
});

describe('an action without a form', () => {
  it('hire refused with a 422 and fields: a toast in human words, not the generic message', async () => {
    mock.current.server.use(
      http.post('*/v1/employers/chat/:id/hire', () =>
        HttpResponse.json(
          {
            message: GENERIC_422.en,
            errors: ['The chat must be unlocked.'],
            fields: { chat: ['The chat must be unlocked.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const store = storeWithToken(await demoToken());
    const chat = await listedChat(mock.current, store, 'unlocked');
    renderChats(<ChatActions chat={chat} now={NOW} />, store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hire' }));
    await user.click(await screen.findByRole('button', { name: 'Hire candidate' }));
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    expect(errorToasts()[0]).toEqual({
      kind: 'error',
      summary: expect.objectContaining({ id: 'common.error.invalidData' }),
      detail: 'The chat must be unlocked.',
    });
    expect(messages.en['common.error.invalidData']).toBe(
      'Please check the information you entered.',
    );
    expect(messages.es['common.error.invalidData']).toBe('Revisa la información que ingresaste.');
  });

  it('the same request toasts unless it goes through errorsShownInline', async () => {
    mock.current.server.use(
      http.put('*/v1/employers/companies/:id', () =>
        HttpResponse.json(
          {
            message: GENERIC_422.en,
            errors: ['The name has already been taken.'],
            fields: { name: ['The name has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const store = await loggedInStore(DEMO);
    const company = store.getState().auth.user?.company;
    if (!company) throw new Error('the demo employer has no company');
    const args = {
      id: company.id,
      name: 'Taken Name LLC',
      description: null,
      phone_number: '7135550187',
      state_id: 1,
      city_id: 1,
      company_size_id: 1,
      company_industry_id: 1,
      customer_since: '2024-01-15',
    };
    const plain = store.dispatch(companyApi.endpoints.updateCompany.initiate(args));
    await expect(plain.unwrap()).rejects.toMatchObject({ status: 422 });
    expect(errorToasts()).toHaveLength(1);

    const inline = errorsShownInline(
      store.dispatch(companyApi.endpoints.updateCompany.initiate(args)),
    );
    await expect(inline).rejects.toMatchObject({
      status: 422,
      fields: { name: ['The name has already been taken.'] },
    });
    expect(errorToasts()).toHaveLength(1);
  });
});

describe('formErrorPresentation', () => {
  const error = (fields?: Record<string, string[]>, status = 422) => ({
    status,
    message: GENERIC_422.en,
    errors: [],
    ...(fields ? { fields } : {}),
  });

  it('lists the form fields in form order (array items folded, renamed), others after them', () => {
    expect(
      formErrorPresentation(
        error({
          plan_id: ['The plan is not available.'],
          'skill_ids.0': ['The skill is unknown.'],
          name: ['The name field is required.'],
        }),
        ['name', 'skills', 'state_id'],
        { skill_ids: 'skills' },
      ),
    ).toEqual({
      kind: 'fields',
      messages: [
        'The name field is required.',
        'The skill is unknown.',
        'The plan is not available.',
      ],
      onFields: 2,
    });
  });

  it('is one form-level alert when no message is for a field (409, 429, 5xx, network)', () => {
    expect(formErrorPresentation(error(undefined, 409), ['name'])).toEqual({ kind: 'alert' });
    expect(formErrorPresentation(error({}, 422), ['name'])).toEqual({ kind: 'alert' });
    expect(formErrorPresentation(error(undefined, 0), ['name'])).toEqual({ kind: 'alert' });
  });
});
