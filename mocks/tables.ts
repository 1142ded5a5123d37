/**
 * Row types of the simulated API's database (`mocks/db.ts`). Rows are plain JSON so the
 * mutable tables can be saved to and restored from localStorage as they are. Relations are
 * stored by id and embedded by the serializers of `mocks/model.ts`.
 */
import type { CardSummary, Message, PaymentKind, Role } from './contract';
import type { StoredText } from './i18n';

/**
 * Version of the persisted shape (`DbTables.version`). Bump it whenever a row gains or
 * changes a field, or when what the seed wrote must change in saved demos: a browser holding a
 * snapshot of another version migrates it (`mocks/migrate.ts`) or reseeds, instead of loading
 * rows without the new fields (see `createDb`).
 * - 1: first shape.
 * - 2: payments carry `kind`, `job_opening_uuid`, `chat_id`; the seeded billing history.
 * - 3: the `rateLimits` table; the `company@` and `pastdue@` demo accounts.
 * - 4: system messages' `body` and payments' `description` kept as a {@link StoredText} (a text
 *   key and its values), written out in each request's language (issue #19 point 8); a
 *   version-3 snapshot is migrated (`mocks/migrate.ts`).
 * - 5: the same shape, new content: the seed's candidate messages and the candidate replies
 *   follow each candidate's profile, and so do the headlines (static fixtures) that answers kept
 *   for Idempotency-Keys embed (issue #30 point 13); a version-4 snapshot is migrated
 *   (`mocks/migrate.ts`), and a version-3 one through 4.
 */
export const DB_VERSION = 5;

/** An employer account; `password` is kept in clear (demo only, never a real secret). */
export interface EmployeeRow {
  uuid: string;
  name: string;
  /** Lower-cased. */
  email: string;
  password: string;
  email_verified_at: string | null;
  roles: Role[];
  company_id: number;
  created_at: string;
}

/** A company; every field but the ids and dates is null until the company step. */
export interface CompanyRow {
  id: number;
  name: string | null;
  description: string | null;
  phone_number: string | null;
  state_id: number | null;
  city_id: number | null;
  company_size_id: number | null;
  company_industry_id: number | null;
  customer_since: string | null;
  created_at: string;
  updated_at: string;
}

/** An issued access token (opaque string). */
interface TokenRow {
  token: string;
  employee_uuid: string;
  issued_at: string;
  /** issued_at + 86400 s. */
  expires_at: string;
  revoked_at: string | null;
}

/** A subscription; `status` is the stored one, periods roll forward on read. */
export interface SubscriptionRow {
  id: number;
  employee_uuid: string;
  plan_id: number;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  billing_day: number;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  ends_at: string | null;
  payment_method: CardSummary | null;
  /** The demo PaymentMethod id charged by default (checkout, unlock). */
  payment_method_id: string | null;
  created_at: string;
}

/** A job opening of an employer. */
export interface JobOpeningRow {
  uuid: string;
  employee_uuid: string;
  name: string;
  skill_ids: number[];
  state_id: number;
  city_id: number;
  desired_candidates: number;
  first_question: string;
  hired_count: number;
  total: number;
  created_at: string;
  updated_at: string;
}

/** Lazily generated messages at the start of a thread (the 5,000-message demo chat). */
interface SyntheticThread {
  count: number;
  /** Id of the first synthetic message; the others follow (first_id + i). */
  first_id: number;
  /** Time of the first message (ISO). */
  start: string;
  /** Time between two synthetic messages, in ms. */
  step_ms: number;
}

/** A chat between an employer and a checked-out candidate. */
export interface ChatRow {
  id: number;
  uuid: string;
  employee_uuid: string;
  job_opening_uuid: string;
  candidate_uuid: string;
  match_score: number;
  is_unlocked: boolean;
  unlocked_until: string | null;
  is_hired: boolean;
  is_rejected: boolean;
  hired_at: string | null;
  rejected_at: string | null;
  created_at: string;
  updated_at: string;
  synthetic: SyntheticThread | null;
}

/**
 * A stored message: the contract shape, except that a system notice's `body` is a
 * {@link StoredText} written out in the reader's language (contract `Message.body`); the
 * employer's and the candidate's messages keep the text as written.
 */
export type MessageRow = Omit<Message, 'body'> & { body: string | StoredText };

/** A successful charge (contract `Payment`, plus its owner and the card charged). */
export interface PaymentRow {
  id: number;
  employee_uuid: string;
  /** What the charge is for: the monthly fee, a checkout of candidates or a chat unlock. */
  kind: PaymentKind;
  /** The opening of a checkout or unlock; null for the subscription. */
  job_opening_uuid: string | null;
  /** The chat of an unlock; null otherwise. */
  chat_id: number | null;
  amount: number;
  currency: string;
  /**
   * What was paid for (contract `Payment.description`): a {@link StoredText} written out in the
   * reader's language; a plain string reads the same in every language.
   */
  description: string | StoredText;
  payment_method_id: string;
  created_at: string;
}

/** The first answer given to an Idempotency-Key (contract "Payments"). */
export interface IdempotencyRow {
  employee_uuid: string;
  key: string;
  /** Operation + path + canonical body. */
  fingerprint: string;
  /**
   * `done`: replay `status`/`body`; `requires_action`: the repeat confirms 3-D Secure;
   * `processing`: the first request is still running (a repeat is a 409).
   */
  state: 'done' | 'requires_action' | 'processing';
  status: number;
  body: unknown;
  created_at: string;
}

/** The current e-mail verification code of an employee (always 123456 in demo mode). */
interface VerificationCodeRow {
  employee_uuid: string;
  code: string;
  expires_at: string;
}

/** A password recovery token (single use, 60 minutes). */
interface PasswordResetRow {
  token: string;
  employee_uuid: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * The recent hits of one rate limit (contract "Rate limits"), e.g. `resend:<employee uuid>`:
 * the ISO instants of the requests still inside the window (older ones are dropped).
 */
interface RateLimitRow {
  key: string;
  /** Length of the window, in ms. */
  window_ms: number;
  hits: string[];
}

/** A candidate reply that arrives when the clock passes `due_at`. */
interface PendingReplyRow {
  chat_id: number;
  due_at: string;
  body: string;
}

/** Every mutable table: what is persisted under the storage key. */
export interface DbTables {
  version: number;
  employees: EmployeeRow[];
  companies: CompanyRow[];
  tokens: TokenRow[];
  subscriptions: SubscriptionRow[];
  jobOpenings: JobOpeningRow[];
  chats: ChatRow[];
  messages: MessageRow[];
  payments: PaymentRow[];
  idempotency: IdempotencyRow[];
  verificationCodes: VerificationCodeRow[];
  passwordResets: PasswordResetRow[];
  pendingReplies: PendingReplyRow[];
  rateLimits: RateLimitRow[];
  counters: {
    company: number;
    subscription: number;
    chat: number;
    message: number;
    payment: number;
  };
  /** State of the seeded PRNG of run-time randomness (reply delays and texts). */
  rngState: number;
}
