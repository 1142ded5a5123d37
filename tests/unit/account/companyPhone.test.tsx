/**
 * The company section refuses a 9-digit phone number with the catalogue message
 * (SPEC §5 VALID_PHONE_NUMBER, §9) before anything is sent, and keeps the form open; it
 * accepts a number typed in a common US format and stores its 10 digits (issue #19 point 12).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usPhoneDigits } from '../../../src/i18n/yup';
import { DEMO, loggedInStore, renderAccount, setupAccountServer } from './helpers';

const mock = setupAccountServer();

/** Opens the company form of the demo employer, types `typed` as the phone and saves. */
async function savePhone(typed: string): Promise<HTMLElement> {
  renderAccount(await loggedInStore(DEMO));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit company information' }));
  const form = within(await screen.findByRole('form', { name: 'Company information' }));
  const phone = form.getByLabelText(/^Phone number/);
  await user.clear(phone);
  await user.type(phone, typed);
  await user.click(form.getByRole('button', { name: 'Save changes' }));
  return phone;
}

describe('AccountDetailsPage company section', () => {
  it('refuses a 9-digit phone number with the catalogue message and keeps editing', async () => {
    const phone = await savePhone('713555018');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('The phone number must have 10 digits.'),
      ),
    );
    expect(phone).toHaveValue('713555018');
  });

  it('accepts "(713) 555-0187" and stores 7135550187', async () => {
    const sent: unknown[] = [];
    mock.current.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' || request.method === 'PATCH')
        sent.push(await request.clone().json());
    });
    await savePhone('(713) 555-0187');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ phone_number: '7135550187' });
    mock.current.server.events.removeAllListeners();
  });
});

describe('usPhoneDigits', () => {
  it.each([
    ['(713) 555-0187', '7135550187'],
    ['713-555-0187', '7135550187'],
    ['713.555.0187', '7135550187'],
    [' 713 555 0187 ', '7135550187'],
    ['+1 (713) 555-0187', '7135550187'],
    ['1-713-555-0187', '7135550187'],
    ['7135550187', '7135550187'],
  ])('reads %s as %s', (typed, digits) => expect(usPhoneDigits(typed)).toBe(digits));

  it.each(['713555018', '+44 20 7946 0958', '713-555-0187 ext 2', '71355501877'])(
    'leaves %s to be refused',
    (typed) => expect(usPhoneDigits(typed)).not.toMatch(/^\d{10}$/),
  );
});
