/** Stripe.js is imported dynamically and initialised once per publishable key. */
import { loadStripe } from '@stripe/stripe-js';
import { loadStripeOnce } from '../../../src/features/billing/stripeLoader';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

const mockedLoadStripe = loadStripe as jest.MockedFunction<typeof loadStripe>;

describe('loadStripeOnce', () => {
  beforeEach(() => mockedLoadStripe.mockReset());

  it('does not touch Stripe.js until asked', () => {
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it('loads Stripe.js once per key (memoized)', async () => {
    const stripe = { id: 'stripe' } as never;
    mockedLoadStripe.mockResolvedValue(stripe);
    const [a, b] = await Promise.all([loadStripeOnce('pk_test_a'), loadStripeOnce('pk_test_a')]);
    expect(a).toBe(stripe);
    expect(b).toBe(stripe);
    expect(mockedLoadStripe).toHaveBeenCalledTimes(1);
    expect(mockedLoadStripe).toHaveBeenCalledWith('pk_test_a');
  });

  it('forgets a failed load so the next payment screen tries again', async () => {
    mockedLoadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await expect(loadStripeOnce('pk_test_b')).rejects.toThrow('Failed to load Stripe.js');
    mockedLoadStripe.mockResolvedValueOnce({ id: 'again' } as never);
    await expect(loadStripeOnce('pk_test_b')).resolves.toEqual({ id: 'again' });
    expect(mockedLoadStripe).toHaveBeenCalledTimes(2);
  });

  it('gives null without a key (no Stripe.js call)', async () => {
    await expect(loadStripeOnce('')).resolves.toBeNull();
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });
});
