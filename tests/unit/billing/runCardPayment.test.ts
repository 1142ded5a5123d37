/**
 * One card payment attempt (contract "Payments"): a new Idempotency-Key per attempt, the same
 * key for the 3-D Secure repeat, a decline is final, an unknown outcome is retried as is.
 */
import type { PaidRequest } from '../../../src/api/chatsApi';
import type { NormalizedError } from '../../../src/api/errors';
import type { CardSession } from '../../../src/features/billing/paymentProvider';
import { runCardPayment } from '../../../src/features/billing/runCardPayment';

const billing = {
  name: 'Dana Demo',
  address: {
    line1: '1200 Main St',
    postal_code: '77002',
    state: 'TX',
    city: 'Houston',
    country: 'US',
  },
};

function fakeSession(overrides: Partial<CardSession> = {}) {
  let n = 0;
  const session = {
    createPaymentMethod: jest.fn(async () => ({ paymentMethodId: `pm_card_${++n}` })),
    confirmCardPayment: jest.fn(async () => ({})),
    ...overrides,
  };
  return session;
}

const keys = () => {
  let n = 0;
  return () => `key-${++n}-xxxxxxxx`;
};

const declined: NormalizedError = {
  status: 402,
  message: 'Your card was declined.',
  errors: ['Your card was declined.'],
  paymentError: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    requires_action: false,
    client_secret: null,
    payment_intent_id: 'pi_1',
  },
};

const requiresAction: NormalizedError = {
  status: 402,
  message: 'Your bank needs you to confirm this payment.',
  errors: [],
  paymentError: {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: null,
    requires_action: true,
    client_secret: 'pi_2_secret_demo',
    payment_intent_id: 'pi_2',
  },
};

describe('runCardPayment', () => {
  it('creates a PaymentMethod, sends it with a new key, and returns the result', async () => {
    const session = fakeSession();
    const send = jest.fn(async (request: PaidRequest) => ({ ok: request }));
    const outcome = await runCardPayment({
      session,
      billing,
      send,
      fingerprint: 'f',
      newKey: keys(),
    });
    expect(session.createPaymentMethod).toHaveBeenCalledWith(billing);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      idempotencyKey: 'key-1-xxxxxxxx',
      paymentMethodId: 'pm_card_1',
    });
    expect(outcome).toMatchObject({
      status: 'succeeded',
      result: { ok: { idempotencyKey: 'key-1-xxxxxxxx' } },
    });
  });

  it('stops before any request when the provider refuses the card', async () => {
    const session = fakeSession({
      createPaymentMethod: jest.fn(async () => ({
        error: { type: 'validation_error' as const, code: 'incomplete_number' },
      })),
    });
    const send = jest.fn();
    const outcome = await runCardPayment({ session, billing, send, fingerprint: 'f' });
    expect(send).not.toHaveBeenCalled();
    expect(outcome).toEqual({
      status: 'failed',
      failure: { kind: 'payment', error: { type: 'validation_error', code: 'incomplete_number' } },
    });
  });

  it('confirms 3-D Secure and repeats the same request with the SAME key', async () => {
    const session = fakeSession();
    const send = jest.fn().mockRejectedValueOnce(requiresAction).mockResolvedValueOnce('paid');
    const onAuthenticating = jest.fn();
    const outcome = await runCardPayment({
      session,
      billing,
      send,
      fingerprint: 'f',
      newKey: keys(),
      onAuthenticating,
    });
    expect(session.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_demo');
    expect(onAuthenticating).toHaveBeenCalledTimes(1);
    expect(send.mock.calls).toEqual([
      [{ idempotencyKey: 'key-1-xxxxxxxx', paymentMethodId: 'pm_card_1' }],
      [{ idempotencyKey: 'key-1-xxxxxxxx', paymentMethodId: 'pm_card_1' }],
    ]);
    expect(outcome).toMatchObject({ status: 'succeeded', result: 'paid' });
  });

  it('ends with the provider error when 3-D Secure fails, without repeating', async () => {
    const session = fakeSession({
      confirmCardPayment: jest.fn(async () => ({
        error: {
          type: 'invalid_request_error' as const,
          code: 'payment_intent_authentication_failure',
        },
      })),
    });
    const send = jest.fn().mockRejectedValue(requiresAction);
    const outcome = await runCardPayment({ session, billing, send, fingerprint: 'f' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({
      status: 'failed',
      failure: { kind: 'payment', error: { code: 'payment_intent_authentication_failure' } },
    });
  });

  it('gives up after two confirmations the bank keeps asking for', async () => {
    const session = fakeSession();
    const send = jest.fn().mockRejectedValue(requiresAction);
    const outcome = await runCardPayment({ session, billing, send, fingerprint: 'f' });
    expect(send).toHaveBeenCalledTimes(3);
    expect(outcome).toMatchObject({
      status: 'failed',
      failure: { kind: 'payment', error: { code: 'authentication_required' } },
    });
  });

  it('treats a decline as final: the next attempt gets a new key and a new PaymentMethod', async () => {
    const session = fakeSession();
    const newKey = keys();
    const send = jest.fn().mockRejectedValueOnce(declined).mockResolvedValueOnce('paid');
    const first = await runCardPayment({ session, billing, send, fingerprint: 'f', newKey });
    expect(first).toMatchObject({
      status: 'failed',
      failure: { kind: 'payment', error: { type: 'card_error', decline_code: 'generic_decline' } },
    });
    expect(first.status === 'failed' && first.unsettled).toBeFalsy();
    await runCardPayment({ session, billing, send, fingerprint: 'f', newKey });
    expect(send.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'key-1-xxxxxxxx',
      'key-2-xxxxxxxx',
    ]);
    expect(session.createPaymentMethod).toHaveBeenCalledTimes(2);
  });

  it('retries an unknown outcome (network, 5xx) with the same key and card, so it never charges twice', async () => {
    const session = fakeSession();
    const newKey = keys();
    const send = jest
      .fn()
      .mockRejectedValueOnce({ status: 0, message: 'Ups!', errors: [] })
      .mockResolvedValueOnce('paid');
    const first = await runCardPayment({ session, billing, send, fingerprint: 'f', newKey });
    expect(first.status).toBe('failed');
    const unsettled = first.status === 'failed' ? first.unsettled : undefined;
    expect(unsettled).toEqual({
      idempotencyKey: 'key-1-xxxxxxxx',
      paymentMethodId: 'pm_card_1',
      fingerprint: 'f',
    });
    const second = await runCardPayment({
      session,
      billing,
      send,
      fingerprint: 'f',
      newKey,
      unsettled,
    });
    expect(second).toMatchObject({ status: 'succeeded' });
    expect(send.mock.calls.map(([request]) => request)).toEqual([
      { idempotencyKey: 'key-1-xxxxxxxx', paymentMethodId: 'pm_card_1' },
      { idempotencyKey: 'key-1-xxxxxxxx', paymentMethodId: 'pm_card_1' },
    ]);
    expect(session.createPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it('starts a new attempt when the purchase or the card changed since the unknown outcome', async () => {
    const session = fakeSession();
    const newKey = keys();
    const send = jest.fn().mockResolvedValue('paid');
    const unsettled = {
      idempotencyKey: 'key-old-xxxxxxx',
      paymentMethodId: 'pm_old',
      fingerprint: 'before',
    };
    await runCardPayment({ session, billing, send, fingerprint: 'after', newKey, unsettled });
    expect(send).toHaveBeenCalledWith({
      idempotencyKey: 'key-1-xxxxxxxx',
      paymentMethodId: 'pm_card_1',
    });
  });

  it('reports other API failures as server errors', async () => {
    const conflict: NormalizedError = {
      status: 409,
      message: 'Already checked out.',
      errors: ['María G.'],
    };
    const outcome = await runCardPayment({
      session: fakeSession(),
      billing,
      send: jest.fn().mockRejectedValue(conflict),
      fingerprint: 'f',
    });
    expect(outcome).toEqual({ status: 'failed', failure: { kind: 'server', error: conflict } });
  });
});

describe('runCardPayment with the card on file (no billing; issue #19 point 3)', () => {
  it('creates no PaymentMethod and sends the request without paymentMethodId, with a new key', async () => {
    const session = fakeSession();
    const send = jest.fn(async (request: PaidRequest) => ({ ok: request }));
    const outcome = await runCardPayment({ session, send, fingerprint: 'f', newKey: keys() });
    expect(session.createPaymentMethod).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toStrictEqual({ idempotencyKey: 'key-1-xxxxxxxx' });
    expect(outcome).toEqual({
      status: 'succeeded',
      result: { ok: { idempotencyKey: 'key-1-xxxxxxxx' } },
      attempt: { idempotencyKey: 'key-1-xxxxxxxx', fingerprint: 'f' },
    });
  });

  it('confirms 3-D Secure and repeats the same request with the same key, still without a card', async () => {
    const session = fakeSession();
    const send = jest.fn().mockRejectedValueOnce(requiresAction).mockResolvedValueOnce('paid');
    const outcome = await runCardPayment({ session, send, fingerprint: 'f', newKey: keys() });
    expect(session.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_demo');
    expect(send.mock.calls).toStrictEqual([
      [{ idempotencyKey: 'key-1-xxxxxxxx' }],
      [{ idempotencyKey: 'key-1-xxxxxxxx' }],
    ]);
    expect(outcome.status).toBe('succeeded');
  });

  it('reuses an unsettled card-on-file attempt only for the same fingerprint', async () => {
    const newKey = keys();
    const network: NormalizedError = { status: 0, message: 'Network error', errors: [] };
    const send = jest.fn().mockRejectedValueOnce(network).mockResolvedValue('paid');
    const first = await runCardPayment({
      session: fakeSession(),
      send,
      fingerprint: 'on-file',
      newKey,
    });
    expect(first.status).toBe('failed');
    const unsettled = first.status === 'failed' ? first.unsettled : undefined;
    expect(unsettled).toEqual({ idempotencyKey: 'key-1-xxxxxxxx', fingerprint: 'on-file' });
    await runCardPayment({
      session: fakeSession(),
      send,
      fingerprint: 'on-file',
      newKey,
      unsettled,
    });
    expect(send.mock.calls[1][0]).toStrictEqual({ idempotencyKey: 'key-1-xxxxxxxx' });
  });
});
