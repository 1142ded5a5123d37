import { errorDetail, normalizeError } from '../../../src/api/errors';

describe('normalizeError (SPEC §8)', () => {
  it('keeps message and errors of an HTTP error body', () => {
    const error = normalizeError({
      status: 409,
      data: {
        message: 'This chat is locked.',
        errors: ['Unlock the chat to send free-text messages.'],
      },
    });
    expect(error).toEqual({
      status: 409,
      message: 'This chat is locked.',
      errors: ['Unlock the chat to send free-text messages.'],
    });
    expect(errorDetail(error)).toBe('Unlock the chat to send free-text messages.');
  });

  it('defaults message to "Ups!" and errors to []', () => {
    expect(normalizeError({ status: 500, data: {} })).toEqual({
      status: 500,
      message: 'Ups!',
      errors: [],
    });
    expect(normalizeError({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({
      status: 502,
      message: 'Ups!',
      errors: [],
    });
    expect(normalizeError({ status: 400, data: { message: '   ' } })).toEqual({
      status: 400,
      message: 'Ups!',
      errors: [],
    });
  });

  it('joins details with ", "', () => {
    expect(
      errorDetail(
        normalizeError({ status: 422, data: { message: 'Invalid', errors: ['A', 'B', 'C'] } }),
      ),
    ).toBe('A, B, C');
  });

  it('keeps the fields of a 422 and drops non-string messages', () => {
    const error = normalizeError({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: ['The email has already been taken.', 7],
        fields: { email: ['The email has already been taken.'], bad: 'x' },
      },
    });
    expect(error.errors).toEqual(['The email has already been taken.']);
    expect(error.fields).toEqual({ email: ['The email has already been taken.'] });
  });

  it('keeps the payment_error of a 402', () => {
    const paymentError = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      requires_action: false,
      client_secret: null,
      payment_intent_id: 'pi_1',
    };
    expect(
      normalizeError({
        status: 402,
        data: { message: 'Your card was declined.', errors: [], payment_error: paymentError },
      }).paymentError,
    ).toEqual(paymentError);
  });

  it('turns network and parse failures into status 0 with the default message', () => {
    expect(normalizeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 0,
      message: 'Ups!',
      errors: [],
    });
    expect(normalizeError(undefined)).toEqual({ status: 0, message: 'Ups!', errors: [] });
  });
});
