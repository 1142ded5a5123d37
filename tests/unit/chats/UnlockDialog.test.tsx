/**
 * The unlock dialog's card on file (issue #19 point 3): the card the unlock is charged to is
 * named by brand, last four digits and expiry (the subscription's `payment_method`, contract
 * `CardSummary`). The contract's `unlockChat` takes an empty payload, so there is no other
 * card to choose: the request carries no `payment_method_id`.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_EMPLOYEE_UUID } from '../../../mocks/seed';
import type { Chat } from '../../../src/contract/types';
import { UnlockDialog } from '../../../src/features/chats/UnlockDialog';
import { demoToken, listedChat, setupChatsServer, storeWithToken } from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
/** JSON body of every unlock POST, in order (pushed once read). */
let unlockBodies: unknown[];

beforeEach(() => {
  unlockBodies = [];
  mock.current.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/unlock'))
      void request
        .clone()
        .text()
        .then((text) => unlockBodies.push(text ? JSON.parse(text) : null));
  });
});
afterEach(() => mock.current.server.events.removeAllListeners());

/** The demo employer's subscription row (card on file: Visa •••• 4242, 08 / now + 2 years). */
function demoSubscription() {
  const row = mock.current.db.tables.subscriptions.find(
    (s) => s.employee_uuid === DEMO_EMPLOYEE_UUID,
  );
  if (!row) throw new Error('the seed has no demo subscription');
  return row;
}

async function renderUnlock() {
  const store = storeWithToken(await demoToken());
  const chat = await listedChat(mock.current, store, 'pending');
  const unlocked: Chat[] = [];
  renderChats(
    <UnlockDialog chat={chat} onUnlocked={(c) => unlocked.push(c)} onCancel={() => undefined} />,
    store,
  );
  return { chat, unlocked };
}

describe('UnlockDialog: the card on file', () => {
  it('names the card by brand, last four and expiry, and unlocks without payment_method_id', async () => {
    const { chat, unlocked } = await renderUnlock();
    expect(
      await screen.findByText(
        '$12.00 charged to your Visa ending in 4242',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Expires 08/28')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock and pay $12.00' }));
    await waitFor(() => expect(unlocked).toHaveLength(1));
    expect(unlocked[0]).toMatchObject({ id: chat.id, status: 'unlocked' });
    await waitFor(() => expect(unlockBodies).toHaveLength(1));
    expect(unlockBodies).toEqual([{}]);
  });

  it('shows another card on file with its own brand and a zero-padded expiry', async () => {
    demoSubscription().payment_method = {
      brand: 'mastercard',
      last4: '4444',
      exp_month: 4,
      exp_year: 2031,
      cardholder_name: 'Sarah Mitchell',
    };
    await renderUnlock();
    expect(
      await screen.findByText(
        '$12.00 charged to your Mastercard ending in 4444',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Expires 04/31')).toBeInTheDocument();
  });
});
