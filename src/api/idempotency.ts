/**
 * Idempotency keys of the paid operations (contract "Payments": subscribe, checkout,
 * unlock). One key per payment attempt, generated before the first try and reused for its
 * retries and the repeat after 3-D Secure, so a double click or a retry never charges twice.
 */

/** A new key: a UUID v4 from the platform's CSPRNG (`crypto.randomUUID`). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Header that carries the key (required by the three paid operations; missing → 422). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
