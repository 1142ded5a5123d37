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
 */
import type { CandidateFixture } from './fixtures/candidates';
import type { StoredText } from './i18n';
import {
  checkoutChargeDescription,
  hiredNotice,
  rejectedNotice,
  unlockChargeDescription,
  unlockedNotice,
} from './model';
import type { ChatRow, DbTables, JobOpeningRow, MessageRow, PaymentRow } from './tables';

/** The version {@link migrateV3} reads. */
export const MIGRATABLE_VERSION = 3;

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
export function migrateV3(
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
