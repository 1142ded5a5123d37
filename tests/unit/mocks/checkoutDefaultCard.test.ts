/**
 * The simulated `checkoutCandidates` and its card (contract: "optional `payment_method_id`;
 * when omitted the employer's default card, the one of the subscription, is charged"; issue
 * #19 point 3): without `payment_method_id` the subscription's card is charged — its
 * declines and its 3-D Secure behave as that card's — and a given `payment_method_id` is
 * charged instead.
 */
import type { JobOpening } from '../../../mocks/contract';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { DEMO_EMPLOYEE_UUID } from '../../../mocks/seed';
import { api, login, NOW } from './helpers';

let mock: MockServer;
let token: string;
let warehouse: string;
/** Ids of the payments the seed already holds. */
let seeded: Set<number>;

beforeEach(async () => {
  mock = createMockServer({ now: NOW });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  const list = await api('/v1/employers/job-openings?per_page=100', { token });
  const opening = (list.body.data as JobOpening[]).find(
    (o) => o.name === 'Warehouse Associate - Night Shift',
  );
  if (!opening) throw new Error('the seed has no warehouse opening');
  warehouse = opening.uuid;
  seeded = new Set(mock.db.tables.payments.map((p) => p.id));
});
afterEach(() => mock.server.close());

/** The demo employer's subscription row (card on file `pm_card_visa`, Visa •••• 4242). */
function demoSubscription() {
  const row = mock.db.tables.subscriptions.find((s) => s.employee_uuid === DEMO_EMPLOYEE_UUID);
  if (!row) throw new Error('the seed has no demo subscription');
  return row;
}

/** Two candidates suggested for the warehouse opening (none checked out yet). */
async function twoCandidates(): Promise<string[]> {
  const res = await api(`/v1/employers/job-openings/${warehouse}/candidates?desiredCandidates=2`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.data.map((c: { uuid: string }) => c.uuid);
}

function checkout(body: object, key: string) {
  return api(`/v1/employers/job-openings/${warehouse}/checkout`, {
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** The cards charged by the test's checkouts of the warehouse opening, oldest first. */
function chargedCards(): string[] {
  return mock.db.tables.payments
    .filter((p) => !seeded.has(p.id) && p.kind === 'checkout' && p.job_opening_uuid === warehouse)
    .map((p) => p.payment_method_id);
}

describe('checkoutCandidates and the card on file', () => {
  it('charges the subscription’s card when payment_method_id is omitted', async () => {
    const candidates = await twoCandidates();
    const res = await checkout(
      { job_opening_uuid: warehouse, candidate_uuids: candidates },
      'default-card-1',
    );
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({ kind: 'checkout', amount: 800 });
    expect(chargedCards()).toEqual(['pm_card_visa']);
  });

  it('charges the given payment_method_id instead of the card on file', async () => {
    const candidates = await twoCandidates();
    const res = await checkout(
      {
        job_opening_uuid: warehouse,
        candidate_uuids: candidates,
        payment_method_id: 'pm_card_mastercard',
      },
      'other-card-1',
    );
    expect(res.status).toBe(201);
    expect(chargedCards()).toEqual(['pm_card_mastercard']);
  });

  it('declines with the card on file’s own decline (402), creating nothing', async () => {
    demoSubscription().payment_method_id = 'pm_card_chargeDeclinedInsufficientFunds';
    const candidates = await twoCandidates();
    const chatsBefore = mock.db.tables.chats.length;
    const res = await checkout(
      { job_opening_uuid: warehouse, candidate_uuids: candidates },
      'default-card-declined',
    );
    expect(res.status).toBe(402);
    expect(res.body.payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      requires_action: false,
    });
    expect(mock.db.tables.chats).toHaveLength(chatsBefore);
    expect(chargedCards()).toEqual([]);
  });

  it('asks for 3-D Secure for a card on file that needs it; the same request and key then succeed', async () => {
    demoSubscription().payment_method_id = 'pm_card_authenticationRequired';
    const candidates = await twoCandidates();
    const body = { job_opening_uuid: warehouse, candidate_uuids: candidates };
    const first = await checkout(body, 'default-card-3ds');
    expect(first.status).toBe(402);
    expect(first.body.payment_error).toMatchObject({ requires_action: true });
    expect(first.body.payment_error.client_secret).toEqual(expect.any(String));
    expect(chargedCards()).toEqual([]);
    const confirmed = await checkout(body, 'default-card-3ds');
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toHaveLength(2);
    expect(chargedCards()).toEqual(['pm_card_authenticationRequired']);
  });
});
