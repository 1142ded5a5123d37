import { notificationForAction } from '../../../src/store/apiNotifications';

const rejected = (
  endpointName: string,
  payload: unknown,
  type: 'query' | 'mutation' = 'mutation',
) => ({
  type: 'api/executeMutation/rejected',
  payload,
  meta: {
    arg: { endpointName, type },
    rejectedWithValue: true,
    requestId: 'r',
    requestStatus: 'rejected',
  },
  error: { message: 'Rejected' },
});
const fulfilled = (endpointName: string, type: 'query' | 'mutation' = 'mutation') => ({
  type: 'api/executeMutation/fulfilled',
  payload: {},
  meta: {
    arg: { endpointName, type },
    requestId: 'r',
    requestStatus: 'fulfilled',
    fulfilledTimeStamp: 1,
    baseQueryMeta: {},
  },
});

describe('API notifications (SPEC §4, §8)', () => {
  it('shows message as summary and errors joined with ", " as detail', () => {
    expect(
      notificationForAction(
        rejected('createJobOpening', {
          status: 422,
          message: 'The given data was invalid.',
          errors: ['A', 'B'],
        }),
      ),
    ).toEqual({
      kind: 'error',
      summary: 'The given data was invalid.',
      detail: 'A, B',
    });
  });

  it('shows load failures of lists and catalogs', () => {
    expect(
      notificationForAction(
        rejected(
          'listCatalog',
          { status: 429, message: 'Too many attempts.', errors: [] },
          'query',
        ),
      ),
    ).toEqual({
      kind: 'error',
      summary: 'Too many attempts.',
      detail: '',
    });
  });

  it('says the generic text for 5xx and network failures of a mutation', () => {
    expect(
      notificationForAction(
        rejected('createJobOpening', { status: 500, message: 'Server Error', errors: [] }),
      )?.summary,
    ).toEqual(expect.objectContaining({ id: 'common.error.generic' }));
    expect(
      notificationForAction(
        rejected('createJobOpening', { status: 0, message: 'Ups!', errors: [] }),
      )?.summary,
    ).toEqual(expect.objectContaining({ id: 'common.error.generic' }));
  });

  it('leaves the 5xx and network failures of a query to its region (no toast every poll; issue #18 point 5)', () => {
    expect(
      notificationForAction(
        rejected('listJobOpenings', { status: 503, message: 'Unavailable', errors: [] }, 'query'),
      ),
    ).toBeNull();
    expect(
      notificationForAction(
        rejected('listJobOpenings', { status: 0, message: 'Ups!', errors: [] }, 'query'),
      ),
    ).toBeNull();
  });

  it('still toasts a catalog that cannot load (its select has no place to say it, SPEC §8)', () => {
    expect(
      notificationForAction(
        rejected('listCatalog', { status: 503, message: 'Unavailable', errors: [] }, 'query'),
      )?.summary,
    ).toEqual(expect.objectContaining({ id: 'common.error.generic' }));
  });

  it('leaves a message that was not sent to the outbox in the thread', () => {
    expect(
      notificationForAction(
        rejected('sendFreeMessage', { status: 0, message: 'Ups!', errors: [] }),
      ),
    ).toBeNull();
  });

  it('leaves 402 payment errors to the payment form', () => {
    expect(
      notificationForAction(
        rejected('checkoutCandidates', {
          status: 402,
          message: 'Your card was declined.',
          errors: ['Your card has insufficient funds.'],
        }),
      ),
    ).toBeNull();
  });

  it('stays silent for 401s and for the start-up calls', () => {
    expect(
      notificationForAction(
        rejected(
          'listJobOpenings',
          { status: 401, message: 'Unauthenticated.', errors: [] },
          'query',
        ),
      ),
    ).toBeNull();
    expect(
      notificationForAction(rejected('refreshToken', { status: 500, message: 'x', errors: [] })),
    ).toBeNull();
    expect(
      notificationForAction(
        rejected('getCurrentEmployee', { status: 500, message: 'x', errors: [] }, 'query'),
      ),
    ).toBeNull();
  });

  it('announces ADDED for a created job opening and UPDATED for a company', () => {
    expect(notificationForAction(fulfilled('createJobOpening'))).toEqual({
      kind: 'success',
      summary: expect.objectContaining({ id: 'notification.jobOpening.ADDED' }),
      detail: expect.objectContaining({ id: 'notification.ADDED.detail' }),
    });
    expect(notificationForAction(fulfilled('updateCompany'))?.summary).toEqual({
      id: 'notification.company.UPDATED',
      defaultMessage: 'Company updated',
    });
  });

  it('ignores successful queries and foreign actions', () => {
    expect(notificationForAction(fulfilled('listJobOpenings', 'query'))).toBeNull();
    expect(notificationForAction({ type: 'theme/modeToggled' })).toBeNull();
  });
});
