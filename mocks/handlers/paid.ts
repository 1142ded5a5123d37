/**
 * The three paid operations' common part (contract "Payments"): the Idempotency-Key
 * header, replays of a repeated request, 409 on a key reused with different parameters,
 * the demo charge (mocks/payments.ts) with its 402s and the 3-D Secure confirmation by repeat.
 */
import type { Payment, PaymentKind } from '../contract';
import { fail, json, type Ctx, type Validator } from '../http';
import { t, type StoredText } from '../i18n';
import { recordPayment, toPayment } from '../model';
import {
  paymentErrorBody,
  paymentIntentId,
  paymentOutcome,
  type DemoPaymentSuccess,
} from '../payments';
import type { EmployeeRow, IdempotencyRow } from '../tables';

const DAY = 86_400_000;

/**
 * Reads the Idempotency-Key header into the validator: missing or not 8–255 characters is a
 * field error on `Idempotency-Key` (422 with the other request errors).
 */
export function readIdempotencyKey(ctx: Ctx, v: Validator): string {
  const key = ctx.request.headers.get('Idempotency-Key')?.trim() ?? '';
  if (key.length < 8 || key.length > 255)
    v.addText('Idempotency-Key', t(ctx.lang, 'idempotencyKeyRequired'));
  return key;
}

/**
 * Reads the OPTIONAL Idempotency-Key of the two message sends (contract "Exactly-once message
 * sends"): absent → null; present but not 8–255 characters → a field error (422).
 */
export function readOptionalIdempotencyKey(ctx: Ctx, v: Validator): string | null {
  const raw = ctx.request.headers.get('Idempotency-Key');
  if (raw === null) return null;
  const key = raw.trim();
  if (key.length < 8 || key.length > 255)
    v.addText('Idempotency-Key', t(ctx.lang, 'idempotencyKeyLength'));
  return key;
}

/** Operation + path + canonical body: what "the same request" means. */
export function fingerprintOf(ctx: Ctx, operation: string, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value as object)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return `${operation} ${ctx.url.pathname} ${JSON.stringify(canonical(body))}`;
}

/** The employer's live record for `key` (records older than 24 hours are dropped first). */
function findRecord(ctx: Ctx, employee: EmployeeRow, key: string): IdempotencyRow | undefined {
  const now = ctx.db.now().getTime();
  ctx.db.tables.idempotency = ctx.db.tables.idempotency.filter(
    (r) => now - Date.parse(r.created_at) < DAY,
  );
  return ctx.db.tables.idempotency.find((r) => r.employee_uuid === employee.uuid && r.key === key);
}

/**
 * The stored first answer when the same request was already answered with this key (a
 * final 2xx or 402), else null. Called right after the request-shape checks.
 */
export function replayIfRepeated(
  ctx: Ctx,
  employee: EmployeeRow,
  key: string,
  fingerprint: string,
): Response | null {
  const record = findRecord(ctx, employee, key);
  if (record && record.fingerprint === fingerprint && record.state === 'done')
    return json(record.body, record.status);
  return null;
}

/** What a successful charge produces. */
export interface ChargeSuccess {
  status: number;
  body: unknown;
}

/**
 * Charges `amount` cents to `paymentMethodId` after the operation's own checks:
 * 409 when the key was used with different parameters; 402 when the demo method fails (final
 * for the key, or `requires_action` until the same request is repeated); otherwise stores the
 * payment (with its `kind`, and the opening and chat it paid for: `subscription` null/null,
 * `checkout` opening/null, `unlock` opening/chat), runs `onSuccess` with the contract
 * `Payment` and remembers its answer for the key.
 */
export function chargeAndRun(
  ctx: Ctx,
  employee: EmployeeRow,
  opts: {
    key: string;
    fingerprint: string;
    paymentMethodId: string;
    /** What the charge is for (contract `Payment.kind`). */
    kind: PaymentKind;
    /** The opening of a checkout or unlock; null for the subscription. */
    jobOpeningUuid: string | null;
    /** The chat of an unlock; null otherwise. */
    chatId: number | null;
    amount: number;
    currency: string;
    /** What was paid for, written out in each reader's language (contract `Payment.description`). */
    description: StoredText;
    onSuccess: (payment: Payment, card: DemoPaymentSuccess['card']) => ChargeSuccess;
    onRequiresAction?: () => void;
  },
): Response {
  const { db } = ctx;
  const record = findRecord(ctx, employee, opts.key);
  if (record && record.fingerprint !== opts.fingerprint) {
    fail(409, t(ctx.lang, 'idempotencyMismatch'));
  }
  if (record?.state === 'processing') fail(409, t(ctx.lang, 'idempotencyInProgress'));
  const confirming = record?.state === 'requires_action';
  const outcome = paymentOutcome(opts.paymentMethodId);
  const remember = (state: IdempotencyRow['state'], status: number, body: unknown) => {
    db.tables.idempotency = db.tables.idempotency.filter(
      (r) => !(r.employee_uuid === employee.uuid && r.key === opts.key),
    );
    db.tables.idempotency.push({
      employee_uuid: employee.uuid,
      key: opts.key,
      fingerprint: opts.fingerprint,
      state,
      status,
      body,
      created_at: record?.created_at ?? db.nowIso(),
    });
  };
  if (outcome.kind === 'failure' && !(confirming && outcome.requires_action)) {
    const body = paymentErrorBody(outcome, ctx.lang, paymentIntentId(db.random));
    if (outcome.requires_action) {
      opts.onRequiresAction?.();
      remember('requires_action', 402, body);
    } else {
      remember('done', 402, body);
    }
    return json(body, 402);
  }
  const card =
    outcome.kind === 'success' ? outcome.card : { brand: 'visa' as const, last4: '3155' };
  const row = recordPayment(db, {
    employee_uuid: employee.uuid,
    kind: opts.kind,
    job_opening_uuid: opts.jobOpeningUuid,
    chat_id: opts.chatId,
    amount: opts.amount,
    currency: opts.currency,
    description: opts.description,
    payment_method_id: opts.paymentMethodId,
    created_at: db.nowIso(),
  });
  const payment: Payment = toPayment(row, ctx.lang);
  const result = opts.onSuccess(payment, card);
  remember('done', result.status, result.body);
  return json(result.body, result.status);
}

/**
 * Runs a message send under its optional Idempotency-Key (contract "Exactly-once message
 * sends"), after the operation's own checks: without a key, `send` runs; with one, a key
 * used for another request (409 mismatch) or still being processed (409) is refused, else
 * the key is held as `processing` while `send` runs and then keeps its 201 answer for replays.
 * A refused send (a thrown `ApiFailure`) leaves the key free.
 * @returns the 201 response with the stored message
 */
export function sendOnce(
  ctx: Ctx,
  employee: EmployeeRow,
  key: string | null,
  fingerprint: string,
  send: () => unknown,
): Response {
  if (key === null) return json(send(), 201);
  const { db } = ctx;
  const record = findRecord(ctx, employee, key);
  if (record && record.fingerprint !== fingerprint) fail(409, t(ctx.lang, 'idempotencyMismatch'));
  if (record?.state === 'processing') fail(409, t(ctx.lang, 'idempotencyInProgress'));
  const row: IdempotencyRow = {
    employee_uuid: employee.uuid,
    key,
    fingerprint,
    state: 'processing',
    status: 0,
    body: null,
    created_at: db.nowIso(),
  };
  db.tables.idempotency.push(row);
  try {
    row.body = send();
  } catch (error) {
    db.tables.idempotency = db.tables.idempotency.filter((r) => r !== row);
    throw error;
  }
  row.state = 'done';
  row.status = 201;
  return json(row.body, 201);
}
