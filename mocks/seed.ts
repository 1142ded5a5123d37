/**
 * The demo seed: four accounts and the data of the first one, laid out relative to the db
 * clock at seeding time (so "the last several months" stays true whenever the demo starts).
 *
 * - `demo@hireline.test` / `Password123!` — email verified, company complete (Lone Star
 *   Logistics LLC, Houston), active Growth subscription paid with a Visa ending 4242
 *   (`pm_card_visa`), 22 job openings over the last ~6 months (two pages at per_page 15),
 *   chats in every status (pending, unlocked, expired, hired, rejected) and one chat with
 *   5,000 messages (4,997 of them generated lazily). Its billing history matches: one
 *   `subscription` payment per billing period since it subscribed, one `checkout` per
 *   checkout (chats created × the plan's communication_request_amount) and one `unlock` per
 *   unlocked chat (contact_details_amount); seeded payment ids end at 5520.
 * - `new@hireline.test` / `Password123!` — registered yesterday, email NOT verified, empty
 *   company, no subscription (the sign-up flow resumes at email verification).
 * - `company@hireline.test` / `Password123!` — registered 3 days ago, email verified, company
 *   complete (Saguaro Home Health Services, Phoenix AZ), no subscription (current
 *   subscription 204: the sign-up flow resumes at the plan step).
 * - `pastdue@hireline.test` / `Password123!` — verified, company complete (Bayside Janitorial
 *   Services LLC, Tampa FL), a Starter subscription whose latest monthly charge failed a few
 *   days ago: `past_due`, the current period being the last one paid (it ended on the failed
 *   billing day), `next_billing_date` null, Visa ending 0341 on file
 *   ({@link PAST_DUE_PAYMENT_METHOD_ID}); the months paid before are in its billing history.
 *   Job openings, candidates and chats answer 403 (not in good standing).
 *
 * What the candidates of the seeded chats write about themselves is written from their profiles
 * (skills they have, their years of experience, their city: the claims rule of
 * `mocks/fixtures/claims.ts`), so a message never contradicts the profile shown beside it.
 *
 * Email verification code in demo mode: always `123456` ({@link DEMO_VERIFICATION_CODE}).
 */
import type { Db } from './dbTypes';
import { skillPhrase, yearsOf } from './fixtures/claims';
import { cityByName, findCity } from './fixtures/locations';
import { findPlan } from './fixtures/plans';
import { skillByName } from './fixtures/skills';
import {
  addMessage,
  addMonths,
  checkoutChargeDescription,
  DAY_MS,
  hiredNotice,
  iso,
  isoPlus,
  rankCandidates,
  rejectedNotice,
  recordPayment,
  recordRenewal,
  refreshSubscription,
  subscriptionChargeDescription,
  unlockChargeDescription,
  unlockedNotice,
} from './model';
import { seededRandom, uuidV4 } from './random';
import {
  DB_VERSION,
  type ChatRow,
  type DbTables,
  type JobOpeningRow,
  type PaymentRow,
} from './tables';
import { newChatLifecycle, unlockExpiry } from '../src/domain/chatLifecycle';

/** The e-mail verification code every account gets in demo mode. */
export const DEMO_VERIFICATION_CODE = '123456';

/** The demo accounts' password. */
export const DEMO_PASSWORD = 'Password123!';

/** The fully set-up demo account. */
const DEMO_EMAIL = 'demo@hireline.test';

/** The account that still has to verify its email, fill its company and subscribe. */
export const NEW_ACCOUNT_EMAIL = 'new@hireline.test';

/** Uuid of the demo employee (as in the contract examples). */
export const DEMO_EMPLOYEE_UUID = '9b1f6c1e-3c4a-4f7e-9f1d-2a7c5b8e4d10';

/** Uuid of the unverified employee. */
const NEW_EMPLOYEE_UUID = '4c8e2a71-5b3d-4f90-8e6a-1d2c3b4a5f60';

/** The account that stopped after the company-information step (no plan yet). */
export const COMPANY_STEP_EMAIL = 'company@hireline.test';

/** Uuid of the employee who stopped after the company step. */
const COMPANY_STEP_EMPLOYEE_UUID = '7d3a9c52-1e4b-4a86-9c2f-5b8e0d1a3f71';

/** The account whose Starter plan is `past_due` (its latest monthly charge failed). */
export const PAST_DUE_EMAIL = 'pastdue@hireline.test';

/** Uuid of the employee whose subscription is past due. */
export const PAST_DUE_EMPLOYEE_UUID = 'e2b5f8a3-6c1d-4f29-8a7e-3d9c4b0e6a82';

/** The demo PaymentMethod on file of the past-due account (Stripe's 4000 0000 0000 0341). */
const PAST_DUE_PAYMENT_METHOD_ID = 'pm_card_chargeCustomerFail';

/** Id of the newest seeded payment (the contract examples' charges come right after it). */
const LAST_SEEDED_PAYMENT_ID = 5520;

/** Total messages of the long demo chat. */
const LONG_CHAT_MESSAGES = 5000;

interface OpeningSeed {
  name: string;
  state: string;
  city: string;
  skills: string[];
  desired: number;
  question: string;
  /** Days before the seed time. */
  daysAgo: number;
}

/** The demo account's openings, newest first. */
const OPENINGS: readonly OpeningSeed[] = [
  {
    name: 'Order Picker - Weekend Shift',
    state: 'TX',
    city: 'Houston',
    skills: ['Order Picking', 'RF Scanner', 'Packing & Shipping'],
    desired: 8,
    question: 'Can you work weekends, including Saturdays and Sundays?',
    daysAgo: 1,
  },
  {
    name: 'Prep Cook',
    state: 'TX',
    city: 'San Antonio',
    skills: ['Food Preparation', 'Prep Cooking', 'Knife Skills', 'Food Handler Certification'],
    desired: 5,
    question: '¿Tienes experiencia preparando alimentos en una cocina de alto volumen?',
    daysAgo: 4,
  },
  {
    name: 'CDL Class A Truck Driver',
    state: 'TX',
    city: 'Dallas',
    skills: [
      'Commercial Driving (CDL Class A)',
      'Pre-Trip Inspection',
      'DOT Regulations',
      'Clean Driving Record',
    ],
    desired: 6,
    question: 'Do you have a CDL Class A and at least one year of over-the-road experience?',
    daysAgo: 8,
  },
  {
    name: 'Warehouse Associate - Night Shift',
    state: 'TX',
    city: 'Houston',
    skills: [
      'Forklift Operation',
      'Inventory Management',
      'OSHA 10 Certification',
      'Pallet Jack Operation',
      'Shipping & Receiving',
    ],
    desired: 10,
    question: 'Hi! Are you available to work night shifts (10 PM to 6 AM) starting next week?',
    daysAgo: 14,
  },
  {
    name: 'Certified Nursing Assistant (CNA)',
    state: 'AZ',
    city: 'Phoenix',
    skills: ['Certified Nursing Assistant (CNA)', 'Patient Care', 'Vital Signs', 'CPR & First Aid'],
    desired: 6,
    question: 'Do you hold an active CNA certification in Arizona?',
    daysAgo: 19,
  },
  {
    name: 'Line Cook',
    state: 'CA',
    city: 'Los Angeles',
    skills: ['Line Cooking', 'Grill Cooking', 'ServSafe Certification'],
    desired: 4,
    question: 'How many years of experience do you have on a busy line?',
    daysAgo: 23,
  },
  {
    name: 'Retail Sales Associate',
    state: 'IL',
    city: 'Chicago',
    skills: ['Cash Handling', 'POS Systems', 'Customer Service', 'Merchandising'],
    desired: 5,
    question: 'Are you available to work evenings and weekends during the holiday season?',
    daysAgo: 29,
  },
  {
    name: 'Forklift Operator',
    state: 'GA',
    city: 'Atlanta',
    skills: ['Forklift Operation', 'Reach Truck Operation', 'Loading & Unloading'],
    desired: 5,
    question: 'Do you have a valid forklift operator certification?',
    daysAgo: 34,
  },
  {
    name: 'Hotel Front Desk Agent',
    state: 'NV',
    city: 'Las Vegas',
    skills: ['Front Desk Operations', 'Guest Services', 'Hotel Reservations', 'Opera PMS'],
    desired: 4,
    question: 'Are you comfortable working the overnight front desk shift?',
    daysAgo: 41,
  },
  {
    name: 'Electrician Apprentice',
    state: 'NC',
    city: 'Charlotte',
    skills: ['Electrical Wiring', 'Blueprint Reading', 'Power Tools'],
    desired: 3,
    question: 'Are you enrolled in or have you completed an electrical apprenticeship program?',
    daysAgo: 47,
  },
  {
    name: 'Machine Operator - 2nd Shift',
    state: 'OH',
    city: 'Columbus',
    skills: ['Machine Operation', 'Assembly Line', 'Quality Control', 'Lockout/Tagout'],
    desired: 6,
    question: 'Can you work second shift (3 PM to 11:30 PM) Monday through Friday?',
    daysAgo: 55,
  },
  {
    name: 'Administrative Assistant',
    state: 'NY',
    city: 'New York',
    skills: ['Microsoft Excel', 'Calendar Management', 'Reception', 'Data Entry'],
    desired: 3,
    question: 'How comfortable are you managing calendars for several managers?',
    daysAgo: 62,
  },
  {
    name: 'Bilingual Customer Service Representative',
    state: 'FL',
    city: 'Miami',
    skills: [
      'Bilingual (English/Spanish)',
      'Customer Service',
      'Call Center Operations',
      'Zendesk',
      'Phone Etiquette',
    ],
    desired: 5,
    question: '¿Tienes experiencia atendiendo clientes por teléfono en inglés y en español?',
    daysAgo: 70,
  },
  {
    name: 'IT Help Desk Technician',
    state: 'WA',
    city: 'Seattle',
    skills: ['Help Desk Support', 'Troubleshooting', 'Active Directory', 'Ticketing Systems'],
    desired: 3,
    question: 'Tell us about a tricky ticket you solved recently.',
    daysAgo: 78,
  },
  {
    name: 'Commercial Cleaner - Evenings',
    state: 'FL',
    city: 'Orlando',
    skills: ['Commercial Cleaning', 'Floor Care', 'Sanitation'],
    desired: 6,
    question: 'Are you available Monday to Friday from 6 PM to 11 PM?',
    daysAgo: 86,
  },
  {
    name: 'Security Officer',
    state: 'PA',
    city: 'Philadelphia',
    skills: ['Security Guard License', 'Patrolling', 'CCTV Monitoring', 'Incident Reporting'],
    desired: 4,
    question: 'Do you hold a current Pennsylvania security guard license (Act 235 not required)?',
    daysAgo: 95,
  },
  {
    name: 'Delivery Driver',
    state: 'TX',
    city: 'San Antonio',
    skills: ['Last-Mile Delivery', 'Box Truck Driving', 'Route Planning', "Valid Driver's License"],
    desired: 8,
    question: 'Do you have a clean driving record for the last three years?',
    daysAgo: 104,
  },
  {
    name: 'Medical Receptionist (Bilingual)',
    state: 'CA',
    city: 'San Diego',
    skills: [
      'Bilingual (English/Spanish)',
      'Appointment Scheduling',
      'HIPAA Compliance',
      'Medical Terminology',
    ],
    desired: 3,
    question: '¿Puedes atender pacientes en español y en inglés en la recepción?',
    daysAgo: 116,
  },
  {
    name: 'Pipeline Welder',
    state: 'AK',
    city: 'Anchorage',
    skills: ['Welding (MIG)', 'Welding (TIG)', 'Blueprint Reading'],
    desired: 4,
    question: 'Are you able to work two-week rotations on the North Slope?',
    daysAgo: 127,
  },
  {
    name: 'Equipment Operator',
    state: 'WY',
    city: 'Casper',
    skills: ['Heavy Equipment Operation', 'Pre-Trip Inspection', 'OSHA 30 Certification'],
    desired: 3,
    question: 'Which heavy equipment have you operated, and for how long?',
    daysAgo: 139,
  },
  {
    name: 'Dishwasher',
    state: 'CO',
    city: 'Denver',
    skills: ['Dishwashing', 'Sanitation', 'Food Safety'],
    desired: 4,
    question: 'Can you start within the next two weeks?',
    daysAgo: 152,
  },
  {
    name: 'Construction Laborer',
    state: 'TX',
    city: 'Austin',
    skills: ['Power Tools', 'Demolition', 'Concrete Finishing', 'OSHA 10 Certification'],
    desired: 10,
    question: 'Do you have your own steel-toe boots and reliable transportation?',
    daysAgo: 168,
  },
];

function emptyTables(seed: number): DbTables {
  return {
    version: DB_VERSION,
    employees: [],
    companies: [],
    tokens: [],
    subscriptions: [],
    jobOpenings: [],
    chats: [],
    messages: [],
    payments: [],
    idempotency: [],
    verificationCodes: [],
    passwordResets: [],
    pendingReplies: [],
    rateLimits: [],
    counters: { company: 45, subscription: 312, chat: 1286, message: 100_000, payment: 5520 },
    rngState: seed >>> 0,
  };
}

/**
 * Builds the demo tables at the db's current time and installs them as `db.tables`.
 * Deterministic for a given clock value and `seed` (uuids come from a seeded PRNG).
 * @returns the new tables
 */
export function seedTables(db: Db, seed: number): DbTables {
  db.tables = emptyTables(seed);
  const tables = db.tables;
  const now = db.now().getTime();
  const rand = seededRandom(seed * 7919 + 1);
  const ago = (days: number, hours = 0) => iso(now - days * DAY_MS - hours * 3_600_000);

  // ── Accounts ──
  const demoCreated = ago(200, 5);
  tables.companies.push({
    id: 42,
    name: 'Lone Star Logistics LLC',
    description:
      'Third-party logistics provider running two cross-dock warehouses in the Houston area.',
    phone_number: '7135550187',
    state_id: 44,
    city_id: cityByName('TX', 'Houston').id,
    company_size_id: 3,
    company_industry_id: 4,
    customer_since: ago(200).slice(0, 10),
    created_at: demoCreated,
    updated_at: isoPlus(demoCreated, 11 * 60_000),
  });
  tables.employees.push({
    uuid: DEMO_EMPLOYEE_UUID,
    name: 'Sarah Mitchell',
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    email_verified_at: isoPlus(demoCreated, 4 * 60_000),
    roles: ['employer'],
    company_id: 42,
    created_at: demoCreated,
  });
  const subscribedAt = isoPlus(demoCreated, 21 * 60_000);
  const billingDay = new Date(subscribedAt).getUTCDate();
  tables.subscriptions.push({
    id: 311,
    employee_uuid: DEMO_EMPLOYEE_UUID,
    plan_id: 2,
    status: 'active',
    billing_day: billingDay,
    current_period_start: subscribedAt,
    current_period_end: addMonths(subscribedAt, 1, billingDay), // rolls forward on read
    cancel_at_period_end: false,
    canceled_at: null,
    ends_at: null,
    payment_method: {
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: new Date(now).getUTCFullYear() + 2,
      cardholder_name: 'Sarah Mitchell',
    },
    payment_method_id: 'pm_card_visa',
    created_at: subscribedAt,
  });
  const demoSubscription = tables.subscriptions[0];
  const growth = findPlan(2, 'en');
  if (!growth) throw new Error('Plan 2 is missing from the fixtures');
  // Billing history: the first month, then one monthly fee per billing day since.
  recordPayment(db, {
    employee_uuid: DEMO_EMPLOYEE_UUID,
    kind: 'subscription',
    job_opening_uuid: null,
    chat_id: null,
    amount: growth.monthly_amount,
    currency: growth.currency,
    description: subscriptionChargeDescription(2, true),
    payment_method_id: 'pm_card_visa',
    created_at: subscribedAt,
  });
  refreshSubscription(demoSubscription, db.now(), (at) => recordRenewal(db, demoSubscription, at));

  const newCreated = ago(1, 3);
  tables.companies.push({
    id: 43,
    name: null,
    description: null,
    phone_number: null,
    state_id: null,
    city_id: null,
    company_size_id: null,
    company_industry_id: null,
    customer_since: null,
    created_at: newCreated,
    updated_at: newCreated,
  });
  tables.employees.push({
    uuid: NEW_EMPLOYEE_UUID,
    name: 'Alex Rivera',
    email: NEW_ACCOUNT_EMAIL,
    password: DEMO_PASSWORD,
    email_verified_at: null,
    roles: ['employer'],
    company_id: 43,
    created_at: newCreated,
  });
  tables.verificationCodes.push({
    employee_uuid: NEW_EMPLOYEE_UUID,
    code: DEMO_VERIFICATION_CODE,
    expires_at: isoPlus(newCreated, 30 * 60_000),
  });

  // ── Job openings ──
  const openings = new Map<string, JobOpeningRow>();
  for (const [index, o] of OPENINGS.entries()) {
    const createdAt = ago(o.daysAgo, 2 + ((index * 5) % 9));
    const row: JobOpeningRow = {
      uuid: uuidV4(rand),
      employee_uuid: DEMO_EMPLOYEE_UUID,
      name: o.name,
      skill_ids: o.skills.map((s) => skillByName(s).id),
      state_id: cityByName(o.state, o.city).state_id,
      city_id: cityByName(o.state, o.city).id,
      desired_candidates: o.desired,
      first_question: o.question,
      hired_count: 0,
      total: 0,
      created_at: createdAt,
      updated_at: createdAt,
    };
    tables.jobOpenings.push(row);
    openings.set(o.name, row);
  }

  // ── Chats ──
  const openChat = (opening: JobOpeningRow, rank: number, createdAt: string): ChatRow | null => {
    const suggestion = rankCandidates(db.candidates, opening)[rank];
    if (!suggestion) return null;
    const chat: ChatRow = {
      id: db.nextId('chat'),
      uuid: uuidV4(rand),
      employee_uuid: DEMO_EMPLOYEE_UUID,
      job_opening_uuid: opening.uuid,
      candidate_uuid: suggestion.candidate.uuid,
      match_score: suggestion.match.score,
      ...newChatLifecycle(),
      created_at: createdAt,
      updated_at: createdAt,
      synthetic: null,
    };
    tables.chats.push(chat);
    opening.total += 1;
    if (Date.parse(createdAt) > Date.parse(opening.updated_at)) opening.updated_at = createdAt;
    return chat;
  };
  /** The checkout of an opening's chats (one charge per checkout, per candidate fee). */
  const chargeCheckout = (opening: JobOpeningRow, chats: Array<ChatRow | null>, at: string) => {
    const n = chats.filter(Boolean).length;
    if (n === 0) return;
    recordPayment(db, {
      employee_uuid: DEMO_EMPLOYEE_UUID,
      kind: 'checkout',
      job_opening_uuid: opening.uuid,
      chat_id: null,
      amount: growth.communication_request_amount * n,
      currency: growth.currency,
      description: checkoutChargeDescription(n, opening.name),
      payment_method_id: 'pm_card_visa',
      created_at: at,
    });
  };
  /** The fee for a chat's contact details, paid at `at`. */
  const chargeUnlock = (chat: ChatRow, at: string) => {
    const candidate = db.candidateByUuid(chat.candidate_uuid);
    const opening = tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
    recordPayment(db, {
      employee_uuid: DEMO_EMPLOYEE_UUID,
      kind: 'unlock',
      job_opening_uuid: chat.job_opening_uuid,
      chat_id: chat.id,
      amount: growth.contact_details_amount,
      currency: growth.currency,
      description: unlockChargeDescription(candidate?.full_name ?? '', opening?.name ?? ''),
      payment_method_id: 'pm_card_visa',
      created_at: at,
    });
  };
  const firstQuestion = (chat: ChatRow, opening: JobOpeningRow, read: boolean) =>
    addMessage(db, chat, {
      sender: 'employer',
      body: opening.first_question,
      created_at: chat.created_at,
      read_at: read ? isoPlus(chat.created_at, 3 * 3_600_000) : null,
    });
  const unlock = (chat: ChatRow, at: string) => {
    chargeUnlock(chat, at);
    chat.is_unlocked = true;
    chat.unlocked_until = iso(unlockExpiry(new Date(at), growth.unlock_days));
    addMessage(db, chat, {
      sender: 'system',
      body: unlockedNotice(chat.unlocked_until),
      created_at: at,
    });
  };
  const say = (
    chat: ChatRow,
    sender: 'employer' | 'candidate',
    body: string,
    at: string,
    read = true,
  ) =>
    addMessage(db, chat, {
      sender,
      body,
      is_free: true,
      created_at: at,
      read_at: read ? isoPlus(at, 5 * 60_000) : null,
    });

  // Warehouse Associate - Night Shift (Houston, 14 days ago): one chat per status.
  const warehouse = openings.get('Warehouse Associate - Night Shift');
  if (warehouse) {
    const checkout = isoPlus(warehouse.created_at, 7 * 60_000);
    const hired = openChat(warehouse, 0, checkout);
    const unlocked = openChat(warehouse, 1, checkout);
    const expired = openChat(warehouse, 2, checkout);
    const rejected = openChat(warehouse, 3, checkout);
    const pending = openChat(warehouse, 4, checkout);
    const pending2 = openChat(warehouse, 5, checkout);
    chargeCheckout(warehouse, [hired, unlocked, expired, rejected, pending, pending2], checkout);
    if (hired) {
      firstQuestion(hired, warehouse, true);
      const { phrases, years } = backing(db, hired, warehouse);
      say(
        hired,
        'candidate',
        `Yes! I can start Monday. I have ${listOf([...phrases, `${years} on nights`])}.`,
        ago(13, 20),
      );
      unlock(hired, ago(12, 6));
      say(
        hired,
        'employer',
        'Great. Can you come in for an interview on Thursday at 9 AM?',
        ago(12, 5),
      );
      say(hired, 'candidate', 'Sí, claro. Thursday at 9 AM works for me.', ago(12, 4));
      hired.is_hired = true;
      hired.hired_at = ago(9, 3);
      addMessage(db, hired, {
        sender: 'system',
        body: hiredNotice(fullNameOf(db, hired)),
        created_at: hired.hired_at,
      });
      say(hired, 'employer', 'Welcome aboard! Your first shift starts Monday at 10 PM.', ago(9, 2));
      warehouse.hired_count += 1;
      warehouse.updated_at = hired.hired_at;
    }
    if (unlocked) {
      firstQuestion(unlocked, warehouse, true);
      const { phrases, years } = backing(db, unlocked, warehouse, 1);
      say(
        unlocked,
        'candidate',
        `Hi! Yes, nights are fine for me. I have ${years} of experience and ${listOf(phrases)}.`,
        ago(13, 10),
      );
      unlock(unlocked, ago(2, 6));
      say(
        unlocked,
        'employer',
        'Thanks! Could you come by the warehouse on Friday for a tour?',
        ago(2, 5),
      );
      say(unlocked, 'candidate', 'Friday works. What time should I be there?', ago(0, 3), false);
    }
    if (expired) {
      firstQuestion(expired, warehouse, true);
      say(
        expired,
        'candidate',
        `Thanks for reaching out! I live in ${backing(db, expired, warehouse).city} and I am still interested if the position is open.`,
        ago(13, 8),
      );
      unlock(expired, ago(11, 2));
      say(expired, 'employer', 'Good to hear. We will call you this week.', ago(11, 1));
    }
    if (rejected) {
      firstQuestion(rejected, warehouse, true);
      say(rejected, 'candidate', 'Sorry, I can only work day shifts.', ago(13, 6));
      rejected.is_rejected = true;
      rejected.rejected_at = ago(12, 2);
      addMessage(db, rejected, {
        sender: 'system',
        body: rejectedNotice(),
        created_at: rejected.rejected_at,
      });
    }
    if (pending) firstQuestion(pending, warehouse, false);
    if (pending2) {
      firstQuestion(pending2, warehouse, true);
      say(
        pending2,
        'candidate',
        '¡Hola! Sí tengo disponibilidad para el turno de noche.',
        ago(1, 4),
        false,
      );
    }
  }

  // Bilingual Customer Service Representative (Miami, 70 days ago): the 5,000-message chat.
  const service = openings.get('Bilingual Customer Service Representative');
  if (service) {
    const checkout = isoPlus(service.created_at, 12 * 60_000);
    const long = openChat(service, 0, checkout);
    const pending = openChat(service, 1, checkout);
    chargeCheckout(service, [long, pending], checkout);
    if (long) {
      const storedCount = 3;
      const count = LONG_CHAT_MESSAGES - storedCount;
      const start = Date.parse(checkout);
      const end = now - 3 * 3_600_000;
      long.synthetic = {
        count,
        first_id: 10_001,
        start: checkout,
        step_ms: Math.floor((end - start) / count),
      };
      chargeUnlock(long, isoPlus(checkout, 3_600_000));
      long.is_unlocked = true;
      long.unlocked_until = iso(unlockExpiry(Date.parse(checkout) + 3_600_000, growth.unlock_days));
      long.is_hired = true;
      long.hired_at = ago(0, 2);
      addMessage(db, long, {
        sender: 'system',
        body: hiredNotice(fullNameOf(db, long)),
        created_at: long.hired_at,
      });
      say(
        long,
        'employer',
        'Welcome to the team! Orientation is on Monday at 8:30 AM.',
        ago(0, 1.5),
      );
      say(long, 'candidate', '¡Muchas gracias! Ahí estaré el lunes.', ago(0, 1), false);
      service.hired_count += 1;
      service.updated_at = long.hired_at;
    }
    if (pending) firstQuestion(pending, service, false);
  }

  // CDL Class A Truck Driver (Dallas, 8 days ago): an unlocked and a rejected chat.
  const driver = openings.get('CDL Class A Truck Driver');
  if (driver) {
    const checkout = isoPlus(driver.created_at, 30 * 60_000);
    const unlocked = openChat(driver, 0, checkout);
    const rejected = openChat(driver, 1, checkout);
    chargeCheckout(driver, [unlocked, rejected], checkout);
    if (unlocked) {
      firstQuestion(unlocked, driver, true);
      const { phrases, years } = backing(db, unlocked, driver);
      say(
        unlocked,
        'candidate',
        `Yes, I have ${listOf([...phrases, `${years} behind the wheel`])}.`,
        ago(7, 20),
      );
      unlock(unlocked, ago(1, 8));
      say(
        unlocked,
        'employer',
        'Excellent. Are you open to regional routes with home time every weekend?',
        ago(1, 7),
      );
    }
    if (rejected) {
      firstQuestion(rejected, driver, true);
      rejected.is_rejected = true;
      rejected.rejected_at = ago(6);
      addMessage(db, rejected, {
        sender: 'system',
        body: rejectedNotice(),
        created_at: rejected.rejected_at,
      });
    }
  }

  seedCompanyStepAccount(db);
  seedPastDueAccount(db);
  renumberPayments(tables);
  return tables;
}

/**
 * What a chat's candidate can say of themselves, from their profile (the claims rule,
 * mocks/fixtures/claims.ts): phrases for up to `max` of the opening's skills they have (in the
 * opening's order), their years of experience ("12 years") and their city.
 */
function backing(db: Db, chat: ChatRow, opening: JobOpeningRow, max = 2) {
  const candidate = db.candidateByUuid(chat.candidate_uuid);
  if (!candidate) throw new Error(`Unknown candidate ${chat.candidate_uuid}`);
  const shared = opening.skill_ids.filter((id) => candidate.skill_ids.includes(id));
  return {
    phrases: shared.slice(0, max).map(skillPhrase),
    years: yearsOf(candidate.years_experience),
    city: findCity(candidate.city_id)?.name ?? '',
  };
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The full name of a chat's candidate (revealed once unlocked). */
function fullNameOf(db: Db, chat: ChatRow): string {
  return db.candidateByUuid(chat.candidate_uuid)?.full_name ?? '';
}

/** `company@`: verified, company complete in Phoenix AZ, never subscribed. */
function seedCompanyStepAccount(db: Db): void {
  const now = db.now().getTime();
  const created = iso(now - 3 * DAY_MS - 6 * 3_600_000);
  const phoenix = cityByName('AZ', 'Phoenix');
  db.tables.companies.push({
    id: 44,
    name: 'Saguaro Home Health Services',
    description:
      'Non-medical home care and companion services for seniors across the Phoenix metro area.',
    phone_number: '6025550148',
    state_id: phoenix.state_id,
    city_id: phoenix.id,
    company_size_id: 2,
    company_industry_id: 2,
    customer_since: created.slice(0, 10),
    created_at: created,
    updated_at: isoPlus(created, 12 * 60_000),
  });
  db.tables.employees.push({
    uuid: COMPANY_STEP_EMPLOYEE_UUID,
    name: 'Daniel Ortiz',
    email: COMPANY_STEP_EMAIL,
    password: DEMO_PASSWORD,
    email_verified_at: isoPlus(created, 5 * 60_000),
    roles: ['employer'],
    company_id: 44,
    created_at: created,
  });
}

/**
 * `pastdue@`: verified, company complete in Tampa FL, a Starter plan paid by card for the
 * billing periods before the latest billing day, whose charge failed: `past_due`.
 */
function seedPastDueAccount(db: Db): void {
  const now = db.now().getTime();
  const subscribedAt = iso(now - 66 * DAY_MS - 6 * 3_600_000);
  const created = isoPlus(subscribedAt, -15 * 60_000);
  const tampa = cityByName('FL', 'Tampa');
  const starter = findPlan(1, 'en');
  if (!starter) throw new Error('Plan 1 is missing from the fixtures');
  db.tables.companies.push({
    id: 45,
    name: 'Bayside Janitorial Services LLC',
    description: 'Commercial cleaning crews for offices, clinics and schools in Tampa Bay.',
    phone_number: '8135550163',
    state_id: tampa.state_id,
    city_id: tampa.id,
    company_size_id: 2,
    company_industry_id: 11,
    customer_since: created.slice(0, 10),
    created_at: created,
    updated_at: isoPlus(created, 9 * 60_000),
  });
  db.tables.employees.push({
    uuid: PAST_DUE_EMPLOYEE_UUID,
    name: 'Marcus Bell',
    email: PAST_DUE_EMAIL,
    password: DEMO_PASSWORD,
    email_verified_at: isoPlus(created, 3 * 60_000),
    roles: ['employer'],
    company_id: 45,
    created_at: created,
  });
  // Billing days since subscribing; the latest one (≤ now) is the charge that failed.
  const billingDay = new Date(subscribedAt).getUTCDate();
  const billingDays = [subscribedAt];
  for (;;) {
    const next = addMonths(billingDays[billingDays.length - 1], 1, billingDay);
    if (Date.parse(next) > now) break;
    billingDays.push(next);
  }
  const failedAt = billingDays.pop() as string;
  const paid = billingDays.length > 0 ? billingDays : [addMonths(failedAt, -1, billingDay)];
  db.tables.subscriptions.push({
    id: 312,
    employee_uuid: PAST_DUE_EMPLOYEE_UUID,
    plan_id: 1,
    status: 'past_due',
    billing_day: billingDay,
    current_period_start: paid[paid.length - 1],
    current_period_end: failedAt,
    cancel_at_period_end: false,
    canceled_at: null,
    ends_at: null,
    payment_method: {
      brand: 'visa',
      last4: '0341',
      exp_month: 4,
      exp_year: new Date(now).getUTCFullYear() + 1,
      cardholder_name: 'Marcus Bell',
    },
    payment_method_id: PAST_DUE_PAYMENT_METHOD_ID,
    created_at: subscribedAt,
  });
  paid.forEach((at, i) =>
    recordPayment(db, {
      employee_uuid: PAST_DUE_EMPLOYEE_UUID,
      kind: 'subscription',
      job_opening_uuid: null,
      chat_id: null,
      amount: starter.monthly_amount,
      currency: starter.currency,
      description: subscriptionChargeDescription(1, i === 0),
      payment_method_id: PAST_DUE_PAYMENT_METHOD_ID,
      created_at: at,
    }),
  );
}

/**
 * Orders the seeded payments by time and gives them consecutive ids ending at
 * {@link LAST_SEEDED_PAYMENT_ID}, so ids grow with `created_at` and run-time charges follow.
 */
function renumberPayments(tables: DbTables): void {
  const ordered: PaymentRow[] = tables.payments
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Date.parse(a.p.created_at) - Date.parse(b.p.created_at) || a.i - b.i)
    .map(({ p }) => p);
  const first = LAST_SEEDED_PAYMENT_ID - ordered.length + 1;
  ordered.forEach((p, i) => {
    p.id = first + i;
  });
  tables.payments = ordered;
  tables.counters.payment = LAST_SEEDED_PAYMENT_ID;
}
