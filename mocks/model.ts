/**
 * Domain rules and serializers of the simulated API: candidate matching, the chat lifecycle
 * (contract "Chat lifecycle", applied from `src/domain/chatLifecycle.ts`, which the app shares),
 * subscription standing (contract "Access gates"), message threads (with the lazily generated
 * part of long threads) and the JSON shapes of the contract (single records unwrapped).
 */
import type {
  Candidate,
  Chat,
  ChatCounts,
  Company,
  Employee,
  JobOpening,
  Location,
  Message,
  Payment,
  Subscription,
} from './contract';
import type { Db } from './dbTypes';
import { findCompanyIndustry, findCompanySize, type Lang } from './fixtures/catalogs';
import type { CandidateFixture } from './fixtures/candidates';
import { findCity, findState } from './fixtures/locations';
import { findPlan } from './fixtures/plans';
import { firstFitting } from './fixtures/claims';
import { findSkill } from './fixtures/skills';
import { renderText, type StoredText } from './i18n';
import type {
  ChatRow,
  CompanyRow,
  EmployeeRow,
  JobOpeningRow,
  MessageRow,
  PaymentRow,
  SubscriptionRow,
} from './tables';
import { iso, isoPlus } from './time';
import { chatStatus, hasBeenUnlocked } from '../src/domain/chatLifecycle';

export { DAY_MS, iso, isoPlus } from './time';

/**
 * A chat's `status` at an instant and its usability (contract "Chat lifecycle"; SPEC §4),
 * written once in `src/domain/chatLifecycle.ts` and shared with the app.
 */
export { chatStatus } from '../src/domain/chatLifecycle';

// ───────────────────────────── Locations and skills ─────────────────────────────

/**
 * The embedded Location of a state and city id.
 * @throws Error when an id is not in the fixtures (callers validate first).
 */
function toLocation(stateId: number, cityId: number): Location {
  const state = findState(stateId);
  const city = findCity(cityId);
  if (!state || !city) throw new Error(`Unknown location ${stateId}/${cityId}`);
  return { state, city };
}

/** The embedded skills of these ids, named in `lang` (contract `Skill`: the name follows Accept-Language). */
function toSkills(ids: readonly number[], lang: Lang) {
  return ids.flatMap((id) => {
    const skill = findSkill(id, lang);
    return skill ? [skill] : [];
  });
}

// ───────────────────────────── Matching ─────────────────────────────

/** How a candidate matches an opening (`null`: not a match). */
interface MatchResult {
  shared: number;
  sameCity: boolean;
  /** 0–100 (contract `match_score`). */
  score: number;
}

/** What matching needs to know of an opening. */
export type MatchTarget = Pick<JobOpeningRow, 'skill_ids' | 'state_id' | 'city_id'>;

/**
 * Whether a candidate is suggested for an opening: same state AND at least one shared skill.
 * `score` (58–97) grows with shared skills, then same city, then years of experience.
 */
function matchCandidate(candidate: CandidateFixture, opening: MatchTarget): MatchResult | null {
  if (candidate.state_id !== opening.state_id) return null;
  const shared = candidate.skill_ids.filter((id) => opening.skill_ids.includes(id)).length;
  if (shared === 0) return null;
  const sameCity = candidate.city_id === opening.city_id;
  // 8 points per shared skill (up to 5) outweigh same city (4) + experience (≤ 3), so the
  // score orders candidates by shared skills, then same city, then experience.
  const score =
    50 +
    8 * Math.min(shared, 5) +
    (sameCity ? 4 : 0) +
    Math.min(3, Math.floor(candidate.years_experience / 5));
  return { shared, sameCity, score };
}

/** A suggested candidate with its match. */
export interface Suggestion {
  candidate: CandidateFixture;
  match: MatchResult;
}

/**
 * Every candidate matching an opening, best first: by score (shared skills, then same city,
 * then experience), then more shared skills, then uuid (stable).
 */
export function rankCandidates(
  candidates: readonly CandidateFixture[],
  opening: MatchTarget,
): Suggestion[] {
  const out: Suggestion[] = [];
  for (const candidate of candidates) {
    const match = matchCandidate(candidate, opening);
    if (match) out.push({ candidate, match });
  }
  return out.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      b.match.shared - a.match.shared ||
      a.candidate.uuid.localeCompare(b.candidate.uuid),
  );
}

/**
 * The candidate as an employer sees it: masked ("María G.", no phone) unless `revealed`;
 * skills shared with the opening first, named in `lang`.
 */
export function toCandidate(
  candidate: CandidateFixture,
  opts: { revealed: boolean; score: number; openingSkillIds?: readonly number[] },
  lang: Lang,
): Candidate {
  const openingSkills = opts.openingSkillIds ?? [];
  const ordered = [
    ...candidate.skill_ids.filter((id) => openingSkills.includes(id)),
    ...candidate.skill_ids.filter((id) => !openingSkills.includes(id)),
  ];
  return {
    uuid: candidate.uuid,
    name: opts.revealed ? candidate.full_name : candidate.masked_name,
    contact_revealed: opts.revealed,
    phone_number: opts.revealed ? candidate.phone_number : null,
    headline: candidate.headline,
    skills: toSkills(ordered, lang),
    location: toLocation(candidate.state_id, candidate.city_id),
    years_experience: candidate.years_experience,
    match_score: opts.score,
  };
}

/**
 * Whether the employer has unlocked a chat with this candidate (contact revealed; a hired chat
 * counts as unlocked, domain `hasBeenUnlocked`).
 */
export function isRevealedFor(db: Db, employeeUuid: string, candidateUuid: string): boolean {
  return db.tables.chats.some(
    (c) =>
      c.employee_uuid === employeeUuid && c.candidate_uuid === candidateUuid && hasBeenUnlocked(c),
  );
}

// ───────────────────────────── Employee, company, subscription ─────────────────────────────

/** Whether the company-information step is done (contract `Company.is_complete`). */
function isCompanyComplete(row: CompanyRow): boolean {
  return Boolean(
    row.name &&
    row.phone_number &&
    row.state_id &&
    row.city_id &&
    row.company_size_id &&
    row.company_industry_id &&
    row.customer_since,
  );
}

/** The Company shape, names in `lang`. */
export function toCompany(row: CompanyRow, lang: Lang): Company {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    phone_number: row.phone_number,
    location: row.state_id && row.city_id ? toLocation(row.state_id, row.city_id) : null,
    company_size: (row.company_size_id && findCompanySize(row.company_size_id, lang)) || null,
    company_industry:
      (row.company_industry_id && findCompanyIndustry(row.company_industry_id, lang)) || null,
    customer_since: row.customer_since,
    is_complete: isCompanyComplete(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The Employee shape with its company embedded. */
export function toEmployee(db: Db, row: EmployeeRow, lang: Lang): Employee {
  const company = db.tables.companies.find((c) => c.id === row.company_id);
  return {
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    email_verified_at: row.email_verified_at,
    roles: [...row.roles],
    company: company ? toCompany(company, lang) : null,
    created_at: row.created_at,
  };
}

/** Adds calendar months in UTC, clamping the day to `billingDay` or the month's last day. */
export function addMonths(isoDate: string, months: number, billingDay: number): string {
  const d = new Date(isoDate);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = new Date(
    Date.UTC(
      year,
      month,
      Math.min(billingDay, lastDay),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  return iso(target);
}

/**
 * Brings a subscription up to date with the clock: an active, not cancelled one renews every
 * month on its billing day (demo: always paid; `onRenewal` receives the start of each new
 * period, the instant of its charge); a cancelled one becomes `canceled` once `ends_at` has
 * passed. `past_due` (a failed monthly charge), `incomplete` and `canceled` rows are left as
 * they are: nothing here ever turns them `active`. Mutates the row.
 */
export function refreshSubscription(
  row: SubscriptionRow,
  now: Date,
  onRenewal?: (periodStart: string) => void,
): SubscriptionRow {
  const t = now.getTime();
  if (
    row.status === 'active' &&
    row.cancel_at_period_end &&
    row.ends_at &&
    Date.parse(row.ends_at) <= t
  ) {
    row.status = 'canceled';
  }
  while (
    row.status === 'active' &&
    !row.cancel_at_period_end &&
    Date.parse(row.current_period_end) <= t
  ) {
    row.current_period_start = row.current_period_end;
    row.current_period_end = addMonths(row.current_period_start, 1, row.billing_day);
    onRenewal?.(row.current_period_start);
  }
  return row;
}

/**
 * The description of a subscription charge (`first`: the payment made when subscribing),
 * kept as a text key with the plan's name (contract `Payment.description`).
 */
export function subscriptionChargeDescription(planId: number, first: boolean): StoredText {
  const plan = findPlan(planId, 'en')?.name ?? '';
  return { key: first ? 'chargeSubscriptionFirst' : 'chargeSubscription', values: { plan } };
}

/**
 * The description of the payment of a `past_due` plan's overdue monthly fee: the plan and the
 * month whose charge failed, named by `monthStart` (the failed billing day, the past_due row's
 * `current_period_end`), written as month and year in each reader's language ("Hireline
 * Starter plan, overdue fee for June 2025" / "Plan Starter de Hireline, cuota vencida de junio
 * de 2025"; issue #30 point 11: not "first month").
 */
export function overdueChargeDescription(planId: number, monthStart: string): StoredText {
  const plan = findPlan(planId, 'en')?.name ?? '';
  return { key: 'chargeSubscriptionOverdue', values: { plan }, months: { month: monthStart } };
}

/** The description of a checkout of `count` candidates for the opening named `opening`. */
export function checkoutChargeDescription(count: number, opening: string): StoredText {
  return { key: count === 1 ? 'chargeCheckoutOne' : 'chargeCheckout', values: { count, opening } };
}

/**
 * The description of a chat unlock: the contact details of the candidate (full name, revealed
 * by the charge) for the opening named `opening`.
 */
export function unlockChargeDescription(name: string, opening: string): StoredText {
  return { key: 'chargeUnlock', values: { name, opening } };
}

/**
 * Stores a successful charge (id from the payment counter).
 * @returns the stored row
 */
export function recordPayment(db: Db, payment: Omit<PaymentRow, 'id'>): PaymentRow {
  const row: PaymentRow = { id: db.nextId('payment'), ...payment };
  db.tables.payments.push(row);
  return row;
}

/** The monthly fee charged when `row` renews at `periodStart` (the card on file). */
export function recordRenewal(db: Db, row: SubscriptionRow, periodStart: string): PaymentRow {
  const plan = findPlan(row.plan_id, 'en');
  return recordPayment(db, {
    employee_uuid: row.employee_uuid,
    kind: 'subscription',
    job_opening_uuid: null,
    chat_id: null,
    amount: plan?.monthly_amount ?? 0,
    currency: plan?.currency ?? 'usd',
    description: subscriptionChargeDescription(row.plan_id, false),
    payment_method_id: row.payment_method_id ?? 'pm_card_visa',
    created_at: periodStart,
  });
}

/**
 * The employer's latest subscription, or `undefined` if they never subscribed. Refreshed
 * with the clock; each monthly renewal that happened meanwhile is stored as a
 * `subscription` payment.
 */
export function latestSubscription(db: Db, employeeUuid: string): SubscriptionRow | undefined {
  const rows = db.tables.subscriptions.filter((s) => s.employee_uuid === employeeUuid);
  const latest = rows.sort((a, b) => b.id - a.id)[0];
  return latest && refreshSubscription(latest, db.now(), (at) => recordRenewal(db, latest, at));
}

/** In good standing: `active` (also while scheduled to cancel, until `ends_at`). */
export function inGoodStanding(row: SubscriptionRow | undefined, now: Date): boolean {
  if (!row || row.status !== 'active') return false;
  return !row.ends_at || Date.parse(row.ends_at) > now.getTime();
}

/** The Subscription shape, plan texts in `lang`. */
export function toSubscription(row: SubscriptionRow, lang: Lang): Subscription {
  const plan = findPlan(row.plan_id, lang);
  if (!plan) throw new Error(`Unknown plan ${row.plan_id}`);
  const nextBilling =
    row.status === 'active' && !row.cancel_at_period_end
      ? row.current_period_end.slice(0, 10)
      : null;
  return {
    id: row.id,
    status: row.status,
    plan,
    billing_day: row.billing_day,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    next_billing_date: nextBilling,
    cancel_at_period_end: row.cancel_at_period_end,
    canceled_at: row.canceled_at,
    ends_at: row.ends_at,
    payment_method: row.payment_method,
    created_at: row.created_at,
  };
}

/**
 * The Payment shape of a stored charge (always `succeeded`: failed charges are not stored),
 * its description written out in `lang` (contract `Payment.description`).
 */
export function toPayment(row: PaymentRow, lang: Lang): Payment {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    status: 'succeeded',
    description: renderText(lang, row.description),
    job_opening_uuid: row.job_opening_uuid,
    chat_id: row.chat_id,
    created_at: row.created_at,
  };
}

// ───────────────────────────── Job openings ─────────────────────────────

/**
 * The chats of an opening counted by status at the db clock (contract `ChatCounts`): the
 * five status counts add up to the opening's chats (`total`), `hired` equals
 * `hired_count`; `unread` counts the chats with unread candidate messages, whatever their
 * status.
 */
function chatCounts(db: Db, opening: JobOpeningRow): ChatCounts {
  const now = db.now();
  const counts: ChatCounts = {
    pending: 0,
    unlocked: 0,
    expired: 0,
    hired: 0,
    rejected: 0,
    unread: 0,
  };
  const chats = db.tables.chats.filter((c) => c.job_opening_uuid === opening.uuid);
  if (chats.length === 0) return counts;
  const unread = chatsWithUnread(db);
  for (const chat of chats) {
    counts[chatStatus(chat, now)] += 1;
    if (unread.has(chat.id)) counts.unread += 1;
  }
  return counts;
}

/** The JobOpening shape, with its `chat_counts` at the db clock and skills named in `lang`. */
export function toJobOpening(db: Db, row: JobOpeningRow, lang: Lang): JobOpening {
  return {
    uuid: row.uuid,
    name: row.name,
    skills: toSkills(row.skill_ids, lang),
    location: toLocation(row.state_id, row.city_id),
    desired_candidates: row.desired_candidates,
    first_question: row.first_question,
    hired_count: row.hired_count,
    total: row.total,
    chat_counts: chatCounts(db, row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

// ───────────────────────────── Chats and messages ─────────────────────────────

const SYNTHETIC_EMPLOYER_LINES = [
  'Thanks for the update. Could you send me your availability for next week?',
  '¿Puedes confirmar tu horario para el lunes?',
  'Great, see you at 9 AM. Please bring a photo ID.',
  'The shift lead will meet you at the front desk.',
  'Perfect. Do you have any questions about the schedule?',
  'We received your documents, thank you!',
  'Can you cover an extra shift on Saturday?',
  'Recuerda traer tus botas de seguridad.',
  'Your badge will be ready tomorrow morning.',
  'How did your first week go?',
];

const SYNTHETIC_CANDIDATE_LINES = [
  'Yes, I can do that.',
  'Sí, claro. Ahí estaré.',
  'Thank you! I will be there on time.',
  'Could we move it to 10 AM instead?',
  'I sent the documents by e-mail this morning.',
  'No questions for now, thanks!',
  'Sure, Saturday works for me.',
  'Perfecto, muchas gracias por la información.',
  'Everything went well, the team is great.',
  'I will call you if anything comes up.',
];

/** Message `index` (0-based) of a chat's synthetic thread, computed on demand. */
function syntheticMessage(chat: ChatRow, index: number, firstQuestion: string): Message {
  const synthetic = chat.synthetic;
  if (!synthetic) throw new Error('Chat has no synthetic thread');
  const createdAt = isoPlus(synthetic.start, index * synthetic.step_ms);
  const readAt = isoPlus(createdAt, 120_000);
  if (index === 0) {
    return {
      id: synthetic.first_id,
      chat_id: chat.id,
      sender: 'employer',
      body: firstQuestion,
      is_free: false,
      template_id: null,
      read_at: readAt,
      created_at: createdAt,
    };
  }
  const employer = (index * 7919) % 13 < 6;
  const pool = employer ? SYNTHETIC_EMPLOYER_LINES : SYNTHETIC_CANDIDATE_LINES;
  return {
    id: synthetic.first_id + index,
    chat_id: chat.id,
    sender: employer ? 'employer' : 'candidate',
    body: pool[(index * 31) % pool.length],
    is_free: true,
    template_id: null,
    read_at: readAt,
    created_at: createdAt,
  };
}

/**
 * The contract Message of a stored one: a system notice written out in `lang` (contract
 * `Message.body`), any other message as written.
 */
export function toMessage(row: MessageRow, lang: Lang): Message {
  return { ...row, body: renderText(lang, row.body) };
}

/** The whole thread of a chat, oldest first (synthetic part first, then stored messages). */
export function threadOf(db: Db, chat: ChatRow): MessageRow[] {
  const stored = db.tables.messages
    .filter((m) => m.chat_id === chat.id)
    .sort((a, b) => a.id - b.id);
  if (!chat.synthetic) return stored;
  const opening = db.tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
  const synthetic = Array.from({ length: chat.synthetic.count }, (_, i) =>
    syntheticMessage(chat, i, opening?.first_question ?? ''),
  );
  return [...synthetic, ...stored];
}

/** The latest message of a chat, or null for an empty thread. */
function lastMessageOf(db: Db, chat: ChatRow): MessageRow | null {
  let last: MessageRow | null = null;
  for (const m of db.tables.messages) {
    if (m.chat_id === chat.id && (!last || m.id > last.id)) last = m;
  }
  if (last || !chat.synthetic) return last;
  const opening = db.tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
  return syntheticMessage(chat, chat.synthetic.count - 1, opening?.first_question ?? '');
}

/** The chat's latest activity (last message, else creation) in ms. */
export function lastActivity(db: Db, chat: ChatRow): number {
  const last = lastMessageOf(db, chat);
  return Date.parse(last ? last.created_at : chat.created_at);
}

/** Unread candidate messages of a chat (`Chat.unread_count`): candidate messages without `read_at`. */
function unreadCount(db: Db, chat: ChatRow): number {
  let n = 0;
  for (const m of db.tables.messages) {
    if (m.chat_id === chat.id && m.sender === 'candidate' && m.read_at === null) n += 1;
  }
  return n;
}

/** Ids of the chats with at least one unread candidate message ({@link unreadCount} > 0). */
export function chatsWithUnread(db: Db): Set<number> {
  const ids = new Set<number>();
  for (const m of db.tables.messages) {
    if (m.sender === 'candidate' && m.read_at === null) ids.add(m.chat_id);
  }
  return ids;
}

/**
 * The employer's global unread badge (contract `ChatListMeta.unread_chats`): how many of the
 * employer's chats, across every opening and status, have unread candidate messages.
 */
export function unreadChatsOf(db: Db, employeeUuid: string): number {
  const withUnread = chatsWithUnread(db);
  return db.tables.chats.filter((c) => c.employee_uuid === employeeUuid && withUnread.has(c.id))
    .length;
}

/**
 * The Chat shape with its candidate (revealed once unlocked) and last message; skill names and
 * a system notice as last message in `lang`.
 */
export function toChat(db: Db, chat: ChatRow, lang: Lang): Chat {
  const candidate = db.candidateByUuid(chat.candidate_uuid);
  const opening = db.tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
  if (!candidate) throw new Error(`Unknown candidate ${chat.candidate_uuid}`);
  const now = db.now();
  return {
    id: chat.id,
    uuid: chat.uuid,
    job_opening_uuid: chat.job_opening_uuid,
    job_opening: { uuid: chat.job_opening_uuid, name: opening?.name ?? '' },
    candidate: toCandidate(
      candidate,
      {
        revealed: hasBeenUnlocked(chat),
        score: chat.match_score,
        openingSkillIds: opening?.skill_ids,
      },
      lang,
    ),
    status: chatStatus(chat, now),
    is_unlocked: chat.is_unlocked,
    unlocked_until: chat.unlocked_until,
    is_hired: chat.is_hired,
    is_rejected: chat.is_rejected,
    hired_at: chat.hired_at,
    rejected_at: chat.rejected_at,
    last_message: lastOrNull(lastMessageOf(db, chat), lang),
    unread_count: unreadCount(db, chat),
    created_at: chat.created_at,
    updated_at: chat.updated_at,
  };
}

function lastOrNull(row: MessageRow | null, lang: Lang): Message | null {
  return row && toMessage(row, lang);
}

/** The system notice of an unlock until the instant `until` (contract `Message.body`). */
export function unlockedNotice(until: string): StoredText {
  return { key: 'systemUnlocked', dates: { date: until } };
}

/** The system notice of a hire of the candidate named `name` (full name, revealed). */
export function hiredNotice(name: string): StoredText {
  return { key: 'systemHired', values: { name } };
}

/** The system notice of a rejection. */
export function rejectedNotice(): StoredText {
  return { key: 'systemRejected' };
}

/**
 * Stores a new message in a chat (id from the message counter) and touches the chat. A system
 * notice's `body` is a {@link StoredText} (written out per request by {@link toMessage}).
 * @returns the stored message
 */
export function addMessage(
  db: Db,
  chat: ChatRow,
  message: Pick<MessageRow, 'sender' | 'body'> &
    Partial<Pick<Message, 'is_free' | 'template_id' | 'read_at' | 'created_at'>>,
): MessageRow {
  const createdAt = message.created_at ?? db.nowIso();
  const stored: MessageRow = {
    id: db.nextId('message'),
    chat_id: chat.id,
    sender: message.sender,
    body: message.body,
    is_free: message.is_free ?? false,
    template_id: message.template_id ?? null,
    read_at: message.read_at ?? null,
    created_at: createdAt,
  };
  db.tables.messages.push(stored);
  if (Date.parse(createdAt) > Date.parse(chat.updated_at)) chat.updated_at = createdAt;
  return stored;
}

const REPLIES: Record<Lang, string[]> = {
  en: [
    'Thanks for reaching out! I am still interested in the position.',
    'Yes, I can start next week. What time should I be there?',
    'Sounds good to me. Is the schedule flexible?',
    'Thank you! Could you tell me more about the pay rate?',
    'Sure, I am available for an interview any day this week.',
    'I have my certifications up to date and can bring copies.',
    'That works for me. See you then!',
  ],
  es: [
    '¡Gracias por escribirme! Sigo interesado en el puesto.',
    'Sí, puedo empezar la próxima semana. ¿A qué hora debo llegar?',
    'Me parece bien. ¿El horario es flexible?',
    '¡Gracias! ¿Me podría decir cuánto es el pago por hora?',
    'Claro, tengo disponibilidad para una entrevista cualquier día de esta semana.',
    'Yes, I speak English and Spanish. Puedo llevar mis certificados.',
    'Perfecto, ahí nos vemos.',
  ],
};

/**
 * The reply a candidate sends for a draw in [0, 1): the line of their language's pool the draw
 * points to, or, when that line claims what their profile does not back (a certificate, two
 * languages; mocks/fixtures/claims.ts), the next line that fits (every pool has lines that
 * claim nothing).
 */
export function candidateReply(candidate: CandidateFixture | undefined, draw: number): string {
  const pool = REPLIES[candidate?.locale ?? 'en'];
  const start = Math.min(pool.length - 1, Math.floor(draw * pool.length));
  return (candidate && firstFitting(pool, start, (line) => line, candidate)) || pool[start];
}

/**
 * The reply {@link candidateReply} gives now for the draw that picked `body`, a line of the
 * candidate's pool as an earlier version drew it (the line the draw pointed to, fitting or not),
 * or `undefined` when `body` is not a line of that pool. The same draw gives the same line when
 * it fits, else the next one that does, so a saved demo stops contradicting the profile (issue
 * #30 point 13; `mocks/migrate.ts`, version 4 → 5).
 */
export function refitReply(candidate: CandidateFixture, body: string): string | undefined {
  const pool = REPLIES[candidate.locale];
  const index = pool.indexOf(body);
  // The middle of the line's share of [0, 1): `floor(draw * length)` is `index` exactly.
  return index < 0 ? undefined : candidateReply(candidate, (index + 0.5) / pool.length);
}

/**
 * Schedules a candidate reply in a chat after `delayMs` (db clock), with a text picked by the
 * db's seeded PRNG in the candidate's language. Delivered by {@link deliverDueReplies}.
 */
export function scheduleReply(db: Db, chat: ChatRow, delayMs: number): void {
  const candidate = db.candidateByUuid(chat.candidate_uuid);
  const body = candidateReply(candidate, db.random());
  db.tables.pendingReplies.push({ chat_id: chat.id, due_at: isoPlus(db.now(), delayMs), body });
}

/**
 * Delivers every scheduled reply whose time has come (called before each request): the
 * candidate message is stored at its due time and the employer's messages before it are
 * marked read by the candidate. Replies to rejected chats are dropped.
 */
export function deliverDueReplies(db: Db): void {
  const now = db.now().getTime();
  const due = db.tables.pendingReplies.filter((r) => Date.parse(r.due_at) <= now);
  if (due.length === 0) return;
  db.tables.pendingReplies = db.tables.pendingReplies.filter((r) => Date.parse(r.due_at) > now);
  for (const reply of due.sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at))) {
    const chat = db.tables.chats.find((c) => c.id === reply.chat_id);
    if (!chat || chat.is_rejected) continue;
    for (const m of db.tables.messages) {
      if (m.chat_id === chat.id && m.sender === 'employer' && m.read_at === null)
        m.read_at = reply.due_at;
    }
    addMessage(db, chat, {
      sender: 'candidate',
      body: reply.body,
      is_free: true,
      created_at: reply.due_at,
    });
  }
}
