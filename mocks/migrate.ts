/**
 * Upgrades a persisted demo database of an earlier shape (`mocks/db.ts`), so that a browser
 * keeps its session and the data it created when the shape changes.
 *
 * Version 3 → 4 (issue #19 point 8, contract "Language"): system messages and payment
 * descriptions were stored as words, in the language of the request that wrote them; version 4
 * keeps them as a text key and its values ({@link StoredText}) and writes them out in the
 * language of each request that reads them. The words a version-3 demo wrote are read back
 * into keys; a text that is not one of them stays as it was (it then reads the same in every
 * language).
 *
 * Version 4 → 5 (issue #30 point 13): the demo's candidates no longer contradict their profiles.
 * Their headlines are static fixtures (never saved), but a saved demo keeps what the version-4
 * seed and replies wrote: candidate messages with fixed claims ("6 years OTR", "my forklift
 * certification") and answers replayed for an Idempotency-Key that embed a candidate's old
 * headline. These are brought in line with the current seed (see {@link migrate}); everything
 * else the visitor has (session, employees, openings, chats, their own messages, payments) stays.
 *
 * {@link migrate} chains the steps, so a version-3 snapshot goes through 4 on its way to 5.
 */
import type { CandidateFixture } from './fixtures/candidates';
import type { StoredText } from './i18n';
import {
  checkoutChargeDescription,
  hiredNotice,
  refitReply,
  rejectedNotice,
  unlockChargeDescription,
  unlockedNotice,
} from './model';
import type { ChatRow, DbTables, JobOpeningRow, MessageRow, PaymentRow } from './tables';

/**
 * The oldest version {@link migrate} upgrades; a snapshot of an older one is replaced by the
 * seed (`createDb`).
 */
export const OLDEST_MIGRATABLE_VERSION = 3;

/** The hire notice of version 3, in both languages. */
const V3_HIRED = [
  'Candidate hired. Congratulations on your new team member!',
  'Candidato contratado. ¡Felicidades por tu nuevo integrante!',
];

/** The rejection notice of version 3, in both languages. */
const V3_REJECTED = [
  'The candidate was rejected and has been notified politely by Hireline.',
  'El candidato fue rechazado y Hireline le avisó con cortesía.',
];

const MONTHS_EN = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * A calendar date (UTC) at the time of day of `at` (an ISO instant), or null when the parts do
 * not name a date.
 */
function utcDate(year: string, monthIndex: number, day: string, at: string): string | null {
  if (monthIndex < 0) return null;
  const time = new Date(at);
  const date = new Date(
    Date.UTC(
      Number(year),
      monthIndex,
      Number(day),
      time.getUTCHours(),
      time.getUTCMinutes(),
      time.getUTCSeconds(),
    ),
  );
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The end of the unlock a version-3 notice names ("Chat unlocked until May 21, 2025. …" /
 * "Chat desbloqueado hasta el 21 de mayo de 2025. …"), or null for another text. The notice
 * gave the date only; an unlock lasts whole days from the instant of its notice (`at`), so
 * that date at the notice's time of day is the instant it ended.
 */
function unlockedUntil(body: string, at: string): string | null {
  const en = /^Chat unlocked until ([A-Za-z]+) (\d{1,2}), (\d{4})\. /.exec(body);
  if (en) return utcDate(en[3], MONTHS_EN.indexOf(en[1].toLowerCase()), en[2], at);
  const es = /^Chat desbloqueado hasta el (\d{1,2}) de ([a-z]+) de (\d{4})\. /.exec(body);
  if (es) return utcDate(es[3], MONTHS_ES.indexOf(es[2]), es[1], at);
  return null;
}

/** Lookups a migration needs: chats, openings and the static candidates. */
interface Lookups {
  chat(id: number | null): ChatRow | undefined;
  opening(uuid: string | null): JobOpeningRow | undefined;
  candidate(uuid: string): CandidateFixture | undefined;
}

function migrateMessage(message: MessageRow, find: Lookups): MessageRow {
  if (message.sender !== 'system' || typeof message.body !== 'string') return message;
  const body = message.body;
  let text: StoredText | null = null;
  if (V3_REJECTED.includes(body)) text = rejectedNotice();
  else if (V3_HIRED.includes(body)) {
    const chat = find.chat(message.chat_id);
    const name = chat && find.candidate(chat.candidate_uuid)?.full_name;
    if (name) text = hiredNotice(name);
  } else {
    const until = unlockedUntil(body, message.created_at);
    if (until) text = unlockedNotice(until);
  }
  return text ? { ...message, body: text } : message;
}

function migratePayment(payment: PaymentRow, find: Lookups): PaymentRow {
  if (typeof payment.description !== 'string') return payment;
  const description = payment.description;
  let text: StoredText | null = null;
  const subscription = /^Hireline (.+) plan, (first month|monthly fee)$/.exec(description);
  const checkout = /^Checkout of (\d+) candidates? for (.+)$/s.exec(description);
  if (payment.kind === 'subscription' && subscription) {
    text = {
      key: subscription[2] === 'first month' ? 'chargeSubscriptionFirst' : 'chargeSubscription',
      values: { plan: subscription[1] },
    };
  } else if (payment.kind === 'checkout' && checkout) {
    text = checkoutChargeDescription(Number(checkout[1]), checkout[2]);
  } else if (payment.kind === 'unlock' && description.startsWith('Contact details of ')) {
    // Version 3 named the masked candidate only: the chat gives the full name and the opening.
    const chat = find.chat(payment.chat_id);
    const name = chat && find.candidate(chat.candidate_uuid)?.full_name;
    const opening = find.opening(payment.job_opening_uuid ?? chat?.job_opening_uuid ?? null);
    if (name && opening) text = unlockChargeDescription(name, opening.name);
  }
  return text ? { ...payment, description: text } : payment;
}

/**
 * The version-4 tables of a version-3 snapshot: every other table as it was, system messages
 * and payment descriptions read back into text keys (see the module comment). Pure: `tables`
 * is not changed.
 * @param candidate the static candidate with a uuid (for the full names of hire notices and
 *   unlock charges)
 */
function migrateV3(
  tables: DbTables,
  candidate: (uuid: string) => CandidateFixture | undefined,
): DbTables {
  const chats = new Map(tables.chats.map((c) => [c.id, c]));
  const openings = new Map(tables.jobOpenings.map((o) => [o.uuid, o]));
  const find: Lookups = {
    chat: (id) => (id === null ? undefined : chats.get(id)),
    opening: (uuid) => (uuid === null ? undefined : openings.get(uuid)),
    candidate,
  };
  return {
    ...tables,
    version: 4,
    messages: tables.messages.map((m) => migrateMessage(m, find)),
    payments: tables.payments.map((p) => migratePayment(p, find)),
  };
}

/**
 * The candidate messages the seed wrote up to version 4 whose claims did not follow the
 * candidate's profile (before commit 6e6fa2d): the current seed writes them from the profile.
 */
const V4_SEEDED_CANDIDATE_BODIES: ReadonlySet<string> = new Set([
  'Yes! I can start Monday. I have my forklift certification and years on nights.',
  'Hi! Yes, nights are fine for me. I have 5 years with pallet jacks.',
  'Thanks for reaching out! I am still interested if the position is open.',
  'Yes, CDL-A with 6 years OTR and a clean MVR.',
]);

/**
 * `value` (a stored JSON answer) with every candidate in it — an object whose `uuid` is a
 * static candidate's and that has a `headline` — given that candidate's current headline.
 */
function withCurrentHeadlines(
  value: unknown,
  candidate: (uuid: string) => CandidateFixture | undefined,
): unknown {
  if (Array.isArray(value)) return value.map((item) => withCurrentHeadlines(item, candidate));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, withCurrentHeadlines(v, candidate)]),
  );
  const fixture =
    typeof out.uuid === 'string' && typeof out.headline === 'string'
      ? candidate(out.uuid)
      : undefined;
  if (fixture) out.headline = fixture.headline;
  return out;
}

/**
 * The version-5 tables of a version-4 snapshot (issue #30 point 13, see the module comment).
 * Pure: `tables` is not changed.
 * - A candidate message the version-4 seed wrote gets the body the current seed writes. It is
 *   recognised in `seeded` (a fresh seed) by its id, chat and sender: the seed numbers messages
 *   and chats from fixed counters in a fixed order, and picks each chat's candidate by rank,
 *   whatever the seed number and the clock (only uuids and times depend on them). The chat must
 *   have the same candidate and employer in both, and the saved body must be one of
 *   {@link V4_SEEDED_CANDIDATE_BODIES}, so nothing written later is taken for it.
 * - A candidate reply drawn at run time (a delivered message or a scheduled one) that is a line
 *   of the candidate's reply pool gets the line the current draw gives (`refitReply`): the same
 *   line when it fits the profile, else the next one that does. The employer's messages, system
 *   notices and any other text stay as they are.
 * - The answers kept for Idempotency-Keys (checkout, unlock: they embed chats and their
 *   candidates) get each candidate's current headline, so a replay shows what the lists show.
 * Everything else (session, employees, companies, subscriptions, openings, chats, payments,
 * counters, the PRNG state) is kept as it was.
 * @param candidate the static candidate with a uuid
 * @param seeded the tables of a fresh seed (any seed number, any clock)
 */
function migrateV4(
  tables: DbTables,
  candidate: (uuid: string) => CandidateFixture | undefined,
  seeded: DbTables,
): DbTables {
  const chats = new Map(tables.chats.map((c) => [c.id, c]));
  const seededChats = new Map(seeded.chats.map((c) => [c.id, c]));
  const seededMessages = new Map(seeded.messages.map((m) => [m.id, m]));
  const candidateOf = (chatId: number) => {
    const chat = chats.get(chatId);
    return chat && candidate(chat.candidate_uuid);
  };
  /** The current seed's body of a candidate message (saved `body`) the version-4 seed wrote. */
  const reseeded = (message: MessageRow, body: string): string | undefined => {
    if (!V4_SEEDED_CANDIDATE_BODIES.has(body)) return undefined;
    const fresh = seededMessages.get(message.id);
    const chat = chats.get(message.chat_id);
    const seededChat = seededChats.get(message.chat_id);
    if (
      typeof fresh?.body !== 'string' ||
      fresh.chat_id !== message.chat_id ||
      fresh.sender !== message.sender ||
      !chat ||
      seededChat?.candidate_uuid !== chat.candidate_uuid ||
      seededChat.employee_uuid !== chat.employee_uuid
    )
      return undefined;
    return fresh.body;
  };
  const refit = (chatId: number, body: string) => {
    const fixture = candidateOf(chatId);
    return fixture && refitReply(fixture, body);
  };
  return {
    ...tables,
    version: 5,
    messages: tables.messages.map((m) => {
      if (m.sender !== 'candidate' || typeof m.body !== 'string') return m;
      const body = reseeded(m, m.body) ?? refit(m.chat_id, m.body) ?? m.body;
      return body === m.body ? m : { ...m, body };
    }),
    pendingReplies: tables.pendingReplies.map((r) => {
      const body = refit(r.chat_id, r.body) ?? r.body;
      return body === r.body ? r : { ...r, body };
    }),
    idempotency: tables.idempotency.map((r) => ({
      ...r,
      body: withCurrentHeadlines(r.body, candidate),
    })),
  };
}

/** What {@link migrate} reads besides the snapshot. */
export interface MigrationSources {
  /** The static candidate with a uuid. */
  candidate(uuid: string): CandidateFixture | undefined;
  /** The tables of a fresh demo seed (called once, and only for a snapshot older than 5). */
  seed(): DbTables;
}

/**
 * The current tables of a snapshot of version {@link OLDEST_MIGRATABLE_VERSION} or later: each
 * step runs in turn (3 → 4, then 4 → 5), so a browser that skipped versions keeps its session
 * and what it created (issue #19 point 8, issue #30 point 13). A snapshot of another version is
 * returned as it is (the caller checks the version). Pure: `tables` is not changed.
 */
export function migrate(tables: DbTables, sources: MigrationSources): DbTables {
  let out = tables;
  if (out.version === 3) out = migrateV3(out, sources.candidate);
  if (out.version === 4) out = migrateV4(out, sources.candidate, sources.seed());
  return out;
}
