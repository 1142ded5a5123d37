/**
 * A 500 on submit keeps what was typed (issue #7 point 6), against the simulated API over
 * the demo seed: the change-password form, the company information form and the create
 * job opening form show their translated failure and keep every value. (The chat composer:
 * tests/unit/chats/Composer.test.tsx, "says … for a 500 and keeps the text".)
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { AccountDetailsPage } from '../../../src/features/account/AccountDetailsPage';
import { JobOpeningsPage } from '../../../src/features/jobOpenings/JobOpeningsPage';
import { CompanyInformationStep } from '../../../src/features/signUp/CompanyInformationStep';
import { DEMO, loggedInStore, PASSWORD } from '../account/helpers';
import { setupChatsServer } from '../chats/helpers';

jest.setTimeout(30_000);

const mock = setupChatsServer();

/** Every `method` request to `path` answers 500; returns how many were sent. */
function failWith500(method: 'post' | 'put', path: string): () => number {
  let count = 0;
  mock.current.server.use(
    http[method](path, () => {
      count += 1;
      return HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 });
    }),
  );
  return () => count;
}

async function renderAt(path: string, element: ReactElement) {
  const store = await loggedInStore(DEMO);
  render(
    <AppProviders store={store} timeZone="UTC">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The form named `name` and its failure alert once shown. */
async function failedForm(name: string, title: string) {
  const form = within(screen.getByRole('form', { name }));
  await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(title));
  return form;
}

/** Picks `option` in the react-select labelled `label`, typing `search` first. */
async function choose(label: RegExp, search: string, option: RegExp) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label), search);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

it('change password: a 500 keeps the three passwords and says it failed', async () => {
  const sent = failWith500('post', '*/v1/employers/auth/password-change');
  await renderAt('/account-details', <AccountDetailsPage />);
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await user.type(form.getByLabelText(/^Current password/), PASSWORD);
  await user.type(form.getByLabelText(/^New password/), 'NewPassword456!');
  await user.type(form.getByLabelText(/^Confirm new password/), 'NewPassword456!');
  await user.click(form.getByRole('button', { name: 'Change password' }));
  const failed = await failedForm('Change password', "We couldn't change your password");
  expect(sent()).toBe(1);
  expect(failed.getByLabelText(/^Current password/)).toHaveValue(PASSWORD);
  expect(failed.getByLabelText(/^New password/)).toHaveValue('NewPassword456!');
  expect(failed.getByLabelText(/^Confirm new password/)).toHaveValue('NewPassword456!');
});

it('company information: a 500 keeps the edited values and says it failed', async () => {
  const sent = failWith500('put', '*/v1/employers/companies/:id');
  await renderAt('/sign-up/company-information', <CompanyInformationStep />);
  const user = userEvent.setup();
  const name = await screen.findByLabelText(/^Company name/);
  await user.clear(name);
  await user.type(name, 'Nueva Empresa S.A. — عربي');
  const phone = screen.getByLabelText(/^Phone number/);
  await user.clear(phone);
  await user.type(phone, '7135550100');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const label = screen.getByRole('form').getAttribute('aria-label') ?? '';
  await failedForm(label, "We couldn't save your company");
  expect(sent()).toBe(1);
  expect(screen.getByLabelText(/^Company name/)).toHaveValue('Nueva Empresa S.A. — عربي');
  expect(screen.getByLabelText(/^Phone number/)).toHaveValue('7135550100');
});

it('create job opening: a 500 keeps every field and says it failed', async () => {
  const sent = failWith500('post', '*/v1/employers/job-openings');
  await renderAt('/job-openings', <JobOpeningsPage />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create job opening' }));
  // The form is a lazy chunk with its catalogs: on a busy machine it takes more than 1 s.
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
  await user.type(dialog.getByLabelText(/^Name/), 'Forklift operator, שלום');
  await choose(/^Skills/, 'Forklift', /Forklift Operation/);
  await choose(/^State/, 'Texas', /^Texas/);
  await choose(/^City/, 'Houston', /^Houston/);
  const desired = dialog.getByLabelText(/^Desired candidates/);
  await user.clear(desired);
  await user.type(desired, '7');
  await user.type(dialog.getByLabelText(/^First question/), 'Can you start on Monday? ¿Puedes?');
  await user.click(dialog.getByRole('button', { name: 'Create and find candidates' }));
  const label = dialog.getByRole('form').getAttribute('aria-label') ?? '';
  await failedForm(label, "We couldn't create the job opening");
  expect(sent()).toBe(1);
  expect(dialog.getByLabelText(/^Name/)).toHaveValue('Forklift operator, שלום');
  expect(dialog.getByText('Forklift Operation')).toBeInTheDocument();
  expect(dialog.getByText('Texas')).toBeInTheDocument();
  expect(dialog.getByText('Houston')).toBeInTheDocument();
  expect(dialog.getByLabelText(/^Desired candidates/)).toHaveValue(7);
  expect(dialog.getByLabelText(/^First question/)).toHaveValue('Can you start on Monday? ¿Puedes?');
});
