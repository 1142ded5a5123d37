import { isFulfilled, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { errorDetail, isNormalizedError } from '../api/errors';
import type { Notification } from './notifier';

/** What a mutation did to its model, for the ADDED / UPDATED / DELETED toast (SPEC §4, §8). */
export type ModelChange = 'ADDED' | 'UPDATED' | 'DELETED';

/**
 * Mutations that announce a model change: endpoint name → [model key, change]. The toast's
 * summary is the message `notification.<model>.<change>` ("Job opening added"), its detail
 * the generic `notification.<change>.detail` confirmation.
 */
export const MODEL_CHANGES: Record<string, [model: string, change: ModelChange]> = {
  createJobOpening: ['jobOpening', 'ADDED'],
  updateCompany: ['company', 'UPDATED'],
};

/** Endpoints whose failures are handled where they happen, silently here. */
export const SILENT_ERROR_ENDPOINTS = new Set(['refreshToken', 'getCurrentEmployee', 'logout']);

interface RtkqMeta {
  arg?: { endpointName?: string; type?: 'query' | 'mutation' };
  condition?: boolean;
}

function endpointOf(action: UnknownAction): string | undefined {
  return (action.meta as RtkqMeta | undefined)?.arg?.endpointName;
}

/**
 * The toast for an RTK Query result action, or `null` (SPEC §8): HTTP failures show the
 * body's `message` (default "Ups!") with `errors.join(", ")` as detail; 5xx and network
 * failures the generic "Oops! Something went wrong."; 401s none (the session ends and the
 * guards redirect); 402 payment errors none (the payment form says them). Successful model mutations show the model's ADDED/UPDATED/DELETED toast.
 */
export function notificationForAction(action: UnknownAction): Notification | null {
  const endpoint = endpointOf(action);
  if (!endpoint) return null;
  if (isRejectedWithValue(action)) {
    if (SILENT_ERROR_ENDPOINTS.has(endpoint)) return null;
    const error = action.payload;
    // 401: the session ends and the guards redirect; 402: the payment form shows the
    // provider's error inline (and 3-D Secure is not a failure), so no toast.
    if (!isNormalizedError(error) || error.status === 401 || error.status === 402) return null;
    if (error.status === 0 || error.status >= 500) {
      return { kind: 'error', summary: { id: 'common.error.generic' } };
    }
    // Rate limited: say, in the interface language, when to try again.
    if (error.status === 429 && error.retryAfter !== undefined) {
      return {
        kind: 'error',
        summary: { id: 'common.error.rateLimited' },
        detail: { id: 'common.error.retryIn', values: { seconds: error.retryAfter } },
      };
    }
    return { kind: 'error', summary: error.message, detail: errorDetail(error) };
  }
  if (
    isFulfilled(action) &&
    MODEL_CHANGES[endpoint] &&
    (action.meta as RtkqMeta).arg?.type === 'mutation'
  ) {
    const [model, change] = MODEL_CHANGES[endpoint];
    return {
      kind: 'success',
      summary: { id: `notification.${model}.${change}` },
      detail: { id: `notification.${change}.detail` },
    };
  }
  return null;
}
