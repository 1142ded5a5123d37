/**
 * The company section refuses a 9-digit phone number with the catalogue message
 * (SPEC §5 VALID_PHONE_NUMBER, §9) before anything is sent, and keeps the form open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO, loggedInStore, renderAccount, setupAccountServer } from './helpers';

setupAccountServer();

describe('AccountDetailsPage company section', () => {
  it('refuses a 9-digit phone number with the catalogue message and keeps editing', async () => {
    renderAccount(await loggedInStore(DEMO));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit company information' }));
    const form = within(await screen.findByRole('form', { name: 'Company information' }));
    const phone = form.getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '713555018');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('The phone number must have 10 digits.'),
      ),
    );
    expect(phone).toHaveValue('713555018');
  });
});
