import { isFulfilled, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { errorDetail, isNormalizedError, isValidationError } from '../api/errors';
import type { Notification } from './notifier';
import { commonMessages } from '../i18n/common.messages';
import { defineMessages, type Message } from '../i18n/defineMessages';

const messages = defineMessages({
  errorRateLimited: {
    id: 'common.error.rateLimited',
    defaultMessage: 'Too many attempts',
  },
  errorUnavailable: {
    id: 'common.error.unavailable',
    defaultMessage: 'Hireline is busy right now',
    description: 'Toast summary for a 503 with Retry-After; the detail says when to try again.',
  },
  addedDetail: {
    id: 'notification.ADDED.detail',
    defaultMessage: 'It was saved successfully.',
  },
  deletedDetail: {
    id: 'notification.DELETED.detail',
    defaultMessage: 'It was deleted successfully.',
  },
  updatedDetail: {
    id: 'notification.UPDATED.detail',
    defaultMessage: 'Your changes were saved successfully.',
  },
  companyUpdated: {
    id: 'notification.company.UPDATED',
    defaultMessage: 'Company updated',
  },
  jobOpeningAdded: {
    id: 'notification.jobOpening.ADDED',
    defaultMessage: 'Job opening added',
  },
});

/** What a mutation did to its model, for the ADDED / UPDATED / DELETED toast (SPEC §4, §8). */
type ModelChange = 'ADDED' | 'UPDATED' | 'DELETED';

/**
 * Mutations that announce a model change: endpoint name → [the toast's summary (the message
 * `notification.<model>.<change>`, "Job opening added"), change]. The detail is the change's
 * generic `notification.<change>.detail` confirmation ({@link CHANGE_DETAILS}).
 */
const MODEL_CHANGES: Record<string, [summary: Message, change: ModelChange]> = {
  createJobOpening: [messages.jobOpeningAdded, 'ADDED'],
  updateCompany: [messages.companyUpdated, 'UPDATED'],
};

/** The toast's detail for each kind of model change. */
const CHANGE_DETAILS: Readonly<Record<ModelChange, Message>> = {
  ADDED: messages.addedDetail,
  UPDATED: messages.updatedDetail,
  DELETED: messages.deletedDetail,
};

/**
 * Endpoints whose failures are handled where they happen, silently here: the session check,
 * logout, and the message sends (the outbox shows a message that was not sent in the thread,
 * with Retry and Discard).
 */
const SILENT_ERROR_ENDPOINTS = new Set([
  'refreshToken',
  'getCurrentEmployee',
  'logout',
  'sendFreeMessage',
  'sendChatMessage',
]);

interface RtkqMeta {
  arg?: { endpointName?: string; type?: 'query' | 'mutation' };
  condition?: boolean;
  requestId?: string;
}

/** The requests in flight whose failure the screen that sent them shows (see {@link errorsShownInline}). */
const shownInline = new Set<string>();

/**
 * What {@link errorsShownInline} takes: the result of a mutation trigger (`useXxxMutation`'s
 * function, or `dispatch(endpoint.initiate(…))`), which names its request before it settles.
 */
export interface InlineRequest<T> {
  readonly requestId: string;
  unwrap(): Promise<T>;
}

/**
 * The one rule of "who says an error" (issue #19 point 10; SPEC §8): a request whose failure
 * the screen that sent it shows itself — a form (its fields plus one summary, or one form-level
 * alert) or an inline alert in a dialog — raises no error toast; every other failure is toasted
 * by {@link notificationForAction}. Call it at once on the trigger's result, before it settles:
 * `await errorsShownInline(updateCompany(values))`.
 *
 * @returns the request's `unwrap()`: its data, or a rejection with its `NormalizedError`.
 *   Success notifications (ADDED / UPDATED) still show.
 */
export async function errorsShownInline<T>(request: InlineRequest<T>): Promise<T> {
  shownInline.add(request.requestId);
  try {
    return await request.unwrap();
  } finally {
    // The rejected action (and its listener) has run by the time `unwrap` settles.
    shownInline.delete(request.requestId);
  }
}

function endpointOf(action: UnknownAction): string | undefined {
  return (action.meta as RtkqMeta | undefined)?.arg?.endpointName;
}

/**
 * The toast for an RTK Query result action, or `null` (SPEC §8): HTTP failures show the
 * body's `message` (default "Ups!") with `errors.join(", ")` as detail; 5xx and network
 * failures the generic "Oops! Something went wrong." (for a mutation; a query's region says
 * it), a 429 or 503 with `Retry-After` when to try again; 401s none (the session ends and the
 * guards redirect); 402 payment errors none (the payment form says them); a request passed to
 * {@link errorsShownInline} none (its form says it); a 422 with `fields` (the contract's
 * ValidationFailed) "Please check the information you entered" instead of its generic
 * message (issue #19 point 10). Successful model mutations show the model's
 * ADDED/UPDATED/DELETED toast.
 */
export function notificationForAction(action: UnknownAction): Notification | null {
  const endpoint = endpointOf(action);
  if (!endpoint) return null;
  if (isRejectedWithValue(action)) {
    if (SILENT_ERROR_ENDPOINTS.has(endpoint)) return null;
    // A form or an inline alert says it (issue #19 point 10): one presentation per error.
    const requestId = (action.meta as RtkqMeta).requestId;
    if (requestId !== undefined && shownInline.has(requestId)) return null;
    const error = action.payload;
    // 401: the session ends and the guards redirect; 402: the payment form shows the
    // provider's error inline (and 3-D Secure is not a failure), so no toast.
    if (!isNormalizedError(error) || error.aborted || error.status === 401 || error.status === 402)
      return null;
    const unreachable = error.status === 0 || error.status >= 500;
    // A query that failed after its retries is said where its data shows (an error with
    // Retry, or a quiet "couldn't refresh" note over the cached data; issue #18 point 5):
    // no toast every poll.
    // Catalogs are the exception: their selects have no place to say it (SPEC §8 "catalog load
    // failures show an error notification").
    if (
      unreachable &&
      (action.meta as RtkqMeta).arg?.type === 'query' &&
      endpoint !== 'listCatalog'
    )
      return null;
    // Rate limited or unavailable for a while: say, in the interface language, when to try again.
    if ((error.status === 429 || error.status === 503) && error.retryAfter !== undefined) {
      return {
        kind: 'error',
        summary: error.status === 429 ? messages.errorRateLimited : messages.errorUnavailable,
        detail: { ...commonMessages.errorRetryIn, values: { seconds: error.retryAfter } },
      };
    }
    if (error.status === 0 || error.status >= 500) {
      return { kind: 'error', summary: commonMessages.errorGeneric };
    }
    // The contract's generic 422 message ("The given data was invalid.") in human words.
    if (isValidationError(error))
      return {
        kind: 'error',
        summary: commonMessages.errorInvalidData,
        detail: errorDetail(error),
      };
    return { kind: 'error', summary: error.message, detail: errorDetail(error) };
  }
  if (
    isFulfilled(action) &&
    MODEL_CHANGES[endpoint] &&
    (action.meta as RtkqMeta).arg?.type === 'mutation'
  ) {
    const [summary, change] = MODEL_CHANGES[endpoint];
    return { kind: 'success', summary, detail: CHANGE_DETAILS[change] };
  }
  return null;
}
