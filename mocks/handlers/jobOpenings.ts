/**
 * Job openings (contract tag "Job openings"; SPEC §2, §4, §7): list with the §7 filters,
 * create, suggested candidates, paid checkout, and the opening's chats list.
 */
import type { CheckoutResult } from '../contract';
import { findCity, findState } from '../fixtures/locations';
import { findPlan } from '../fixtures/plans';
import { findBilingualSkill, findSkill } from '../fixtures/skills';
import {
  authenticate,
  fail,
  failField,
  fold,
  inRange,
  isUuid,
  json,
  notFound,
  paginate,
  param,
  parseQuery,
  queryInt,
  queryRanges,
  queryValue,
  queryValues,
  readBetweenDates,
  readBody,
  readPaging,
  requireActiveSubscription,
  validator,
  type Ctx,
  type RouteDef,
} from '../http';
import { t, type Lang } from '../i18n';
import {
  addMessage,
  checkoutChargeDescription,
  isRevealedFor,
  latestSubscription,
  rankCandidates,
  toCandidate,
  toChat,
  toJobOpening,
} from '../model';
import { uuidV4 } from '../random';
import type { ChatRow, EmployeeRow, JobOpeningRow } from '../tables';
import { chatListPage, readChatListFilters } from './chats';
import { scheduleCandidateReply } from './replies';
import { chargeAndRun, fingerprintOf, readIdempotencyKey, replayIfRepeated } from './paid';
import { newChatLifecycle } from '../../src/domain/chatLifecycle';

const RELATION_FIELDS = [
  'skills.id',
  'skills.name',
  'state.id',
  'state.code',
  'city.id',
  'city.name',
] as const;
const RANGE_FIELDS = ['desired_candidates', 'hired_count', 'total'] as const;
const ORDERS = ['created_at,desc', 'created_at,asc', 'name,asc', 'name,desc'] as const;
const SEARCH_FIELDS = ['name', 'first_question'] as const;

/**
 * Whether an opening passes one `where_relation` filter. A skill name matches the name in the
 * request's language or the English name (contract "Language").
 */
function relationMatches(row: JobOpeningRow, relation: string, value: string, lang: Lang): boolean {
  const v = fold(value);
  switch (relation) {
    case 'skills.id':
      return row.skill_ids.some((id) => String(id) === value);
    case 'skills.name':
      return row.skill_ids.some((id) => {
        const skill = findBilingualSkill(id);
        return !!skill && (fold(skill.name[lang]) === v || fold(skill.name.en) === v);
      });
    case 'state.id':
      return String(row.state_id) === value;
    case 'state.code':
      return fold(findState(row.state_id)?.code ?? '') === v;
    case 'city.id':
      return String(row.city_id) === value;
    default:
      return fold(findCity(row.city_id)?.name ?? '') === v;
  }
}

function listJobOpenings(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const pairs = parseQuery(ctx.url.search);
  const v = validator(ctx);
  const { page, perPage } = readPaging(v, pairs);

  const search = queryValue(pairs, 'search') ?? '';
  if (search.length > 100) v.add('search', 'maxString', { max: 100 });
  const fieldRaw = queryValue(pairs, 'field');
  let fields: string[] = [...SEARCH_FIELDS];
  if (fieldRaw !== null && fieldRaw !== '') {
    fields = fieldRaw.split(',').map((f) => f.trim());
    if (fields.some((f) => !(SEARCH_FIELDS as readonly string[]).includes(f)))
      v.add('field', 'filterInvalid');
  }

  const range = readBetweenDates(v, pairs, ['created_at']);

  const relations: Array<[string, string]> = [];
  for (const raw of queryValues(pairs, 'where_relation')) {
    if (raw === '') continue;
    const comma = raw.lastIndexOf(',');
    const relation = comma > 0 ? raw.slice(comma + 1).trim() : '';
    if (!(RELATION_FIELDS as readonly string[]).includes(relation))
      v.add('where_relation', 'filterInvalid');
    else relations.push([relation, raw.slice(0, comma).trim()]);
  }

  // Between ranges: `field>low` / `field<high` (also `field>=low`, see `queryRanges`).
  const bounds: Array<{ field: string; op: '>' | '<'; value: number }> = [];
  for (const { field, op, bound } of queryRanges(pairs)) {
    if (!(RANGE_FIELDS as readonly string[]).includes(field)) continue;
    if (!/^-?\d+$/.test(bound.trim())) v.add(field, 'filterInvalid');
    else bounds.push({ field, op, value: Number(bound) });
  }

  const order = queryValue(pairs, 'order') || 'created_at,desc';
  if (!(ORDERS as readonly string[]).includes(order)) v.add('order', 'inList');
  v.throwIfFailed();
  requireActiveSubscription(ctx, employee);

  let rows = ctx.db.tables.jobOpenings.filter((o) => o.employee_uuid === employee.uuid);
  if (search.trim()) {
    const needle = fold(search.trim());
    rows = rows.filter((o) =>
      fields.some((f) => fold(f === 'name' ? o.name : o.first_question).includes(needle)),
    );
  }
  if (range) rows = rows.filter((o) => inRange(range, o.created_at));
  for (const [relation, value] of relations)
    rows = rows.filter((o) => relationMatches(o, relation, value, ctx.lang));
  for (const b of bounds) {
    rows = rows.filter((o) => {
      const n = o[b.field as (typeof RANGE_FIELDS)[number]];
      return b.op === '>' ? n > b.value : n < b.value;
    });
  }
  const [column, direction] = order.split(',');
  const sign = direction === 'asc' ? 1 : -1;
  rows = [...rows].sort((a, b) =>
    column === 'name'
      ? sign * a.name.localeCompare(b.name, ctx.lang) ||
        Date.parse(b.created_at) - Date.parse(a.created_at)
      : sign * (Date.parse(a.created_at) - Date.parse(b.created_at)) ||
        a.uuid.localeCompare(b.uuid),
  );
  const result = paginate(rows, page, perPage);
  return json({
    data: result.data.map((o) => toJobOpening(ctx.db, o, ctx.lang)),
    meta: result.meta,
  });
}

async function createJobOpening(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const name = v.string(body, 'name', { min: 3, max: 120 });
  let skillIds: number[] = [];
  if (body.skill_ids === undefined || body.skill_ids === null) v.add('skill_ids', 'required');
  else if (!Array.isArray(body.skill_ids)) v.add('skill_ids', 'array');
  else if (body.skill_ids.length < 1) v.add('skill_ids', 'required');
  else if (body.skill_ids.length > 10) v.add('skill_ids', 'maxItems', { max: 10 });
  else {
    const seen = new Set<number>();
    body.skill_ids.forEach((id: unknown, i: number) => {
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
        v.add(`skill_ids.${i}`, 'integer');
      else if (seen.has(id)) v.add(`skill_ids.${i}`, 'distinct');
      else seen.add(id);
    });
    skillIds = [...seen];
  }
  const stateId = v.integer(body, 'state_id', { min: 1 });
  const cityId = v.integer(body, 'city_id', { min: 1 });
  const desired = v.integer(body, 'desired_candidates', { min: 1, max: 50 });
  const question = v.string(body, 'first_question', { min: 10, max: 500 });
  v.throwIfFailed();
  requireActiveSubscription(ctx, employee);

  // Checks against stored data (after 403).
  const v2 = validator(ctx);
  skillIds.forEach((id, i) => {
    if (!findSkill(id)) v2.add(`skill_ids.${i}`, 'exists');
  });
  const state = stateId !== undefined ? findState(stateId) : undefined;
  const city = cityId !== undefined ? findCity(cityId) : undefined;
  if (!state) v2.add('state_id', 'exists');
  if (!city) v2.add('city_id', 'exists');
  else if (state && city.state_id !== state.id) v2.addText('city_id', t(ctx.lang, 'cityOfState'));
  v2.throwIfFailed();

  const now = ctx.db.nowIso();
  const row: JobOpeningRow = {
    uuid: uuidV4(),
    employee_uuid: employee.uuid,
    name: (name ?? '').trim(),
    skill_ids: skillIds,
    state_id: stateId as number,
    city_id: cityId as number,
    desired_candidates: desired as number,
    first_question: (question ?? '').trim(),
    hired_count: 0,
    total: 0,
    created_at: now,
    updated_at: now,
  };
  ctx.db.tables.jobOpenings.push(row);
  return json(toJobOpening(ctx.db, row, ctx.lang), 201);
}

/** The employer's opening with the path `{id}`, or 404. */
function ownOpening(ctx: Ctx, employee: EmployeeRow): JobOpeningRow {
  const id = param(ctx, 'id');
  const row = isUuid(id)
    ? ctx.db.tables.jobOpenings.find(
        (o) => o.uuid.toLowerCase() === id.toLowerCase() && o.employee_uuid === employee.uuid,
      )
    : undefined;
  if (!row) notFound(ctx);
  return row;
}

function checkedOut(ctx: Ctx, opening: JobOpeningRow): Set<string> {
  return new Set(
    ctx.db.tables.chats
      .filter((c) => c.job_opening_uuid === opening.uuid)
      .map((c) => c.candidate_uuid),
  );
}

function listCandidates(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const pairs = parseQuery(ctx.url.search);
  const v = validator(ctx);
  const desiredRaw = queryValue(pairs, 'desiredCandidates');
  const desired = queryInt(v, desiredRaw === '' ? null : desiredRaw, 'desiredCandidates', {
    min: 1,
    max: 50,
  });
  const ignore = queryValues(pairs, 'ignoreIds').filter((id) => id !== '');
  if (ignore.length > 100) v.add('ignoreIds', 'maxItems', { max: 100 });
  ignore.forEach((id, i) => {
    if (!isUuid(id)) v.add(`ignoreIds.${i}`, 'uuid');
  });
  v.throwIfFailed();
  requireActiveSubscription(ctx, employee);
  const opening = ownOpening(ctx, employee);

  const limit = desired ?? opening.desired_candidates;
  const excluded = checkedOut(ctx, opening);
  for (const id of ignore) excluded.add(id.toLowerCase());
  const suggestions = rankCandidates(ctx.db.candidates, opening)
    .filter((s) => !excluded.has(s.candidate.uuid))
    .slice(0, limit);
  const plan = findPlan(latestSubscription(ctx.db, employee.uuid)?.plan_id ?? 2, ctx.lang);
  return json({
    data: suggestions.map((s) =>
      toCandidate(
        s.candidate,
        {
          revealed: isRevealedFor(ctx.db, employee.uuid, s.candidate.uuid),
          score: s.match.score,
          openingSkillIds: opening.skill_ids,
        },
        ctx.lang,
      ),
    ),
    meta: {
      desired_candidates: limit,
      count: suggestions.length,
      unit_amount: plan?.communication_request_amount ?? 0,
      currency: plan?.currency ?? 'usd',
    },
  });
}

async function checkout(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const key = readIdempotencyKey(ctx, v);
  const openingUuid = v.string(body, 'job_opening_uuid');
  if (openingUuid !== undefined && !isUuid(openingUuid)) v.add('job_opening_uuid', 'uuid');
  let candidateUuids: string[] = [];
  if (body.candidate_uuids === undefined || body.candidate_uuids === null)
    v.add('candidate_uuids', 'required');
  else if (!Array.isArray(body.candidate_uuids)) v.add('candidate_uuids', 'array');
  else if (body.candidate_uuids.length < 1) v.add('candidate_uuids', 'required');
  else if (body.candidate_uuids.length > 50) v.add('candidate_uuids', 'maxItems', { max: 50 });
  else {
    body.candidate_uuids.forEach((id: unknown, i: number) => {
      if (!isUuid(id)) v.add(`candidate_uuids.${i}`, 'uuid');
      else if ((body.candidate_uuids as unknown[]).indexOf(id) !== i)
        v.add(`candidate_uuids.${i}`, 'distinct');
    });
    candidateUuids = (body.candidate_uuids as string[]).map((id) => String(id).toLowerCase());
  }
  const pm = v.string(body, 'payment_method_id', { max: 255, required: false });
  if (pm !== undefined && !/^pm_[A-Za-z0-9_]+$/.test(pm)) v.add('payment_method_id', 'format');
  v.throwIfFailed();
  const fingerprint = fingerprintOf(ctx, 'checkout', body);
  const replay = replayIfRepeated(ctx, employee, key, fingerprint);
  if (replay) return replay;
  requireActiveSubscription(ctx, employee);
  const opening = ownOpening(ctx, employee);
  if ((openingUuid ?? '').toLowerCase() !== opening.uuid.toLowerCase()) {
    failField(
      ctx,
      'job_opening_uuid',
      t(ctx.lang, 'mustMatchPath', { attribute: 'job opening uuid' }),
    );
  }
  const ranked = new Map(
    rankCandidates(ctx.db.candidates, opening).map((s) => [s.candidate.uuid, s]),
  );
  const v2 = validator(ctx);
  candidateUuids.forEach((id, i) => {
    if (!ranked.has(id))
      v2.addText(`candidate_uuids.${i}`, t(ctx.lang, 'notSuggested', { value: id }));
  });
  v2.throwIfFailed();
  const taken = checkedOut(ctx, opening);
  const duplicates = candidateUuids.filter((id) => taken.has(id));
  if (duplicates.length) {
    fail(
      409,
      t(ctx.lang, 'alreadyCheckedOut'),
      duplicates.map((id) => ctx.db.candidateByUuid(id)?.masked_name ?? id),
    );
  }
  const subscription = latestSubscription(ctx.db, employee.uuid);
  const plan = findPlan(subscription?.plan_id ?? 2, ctx.lang);
  const unit = plan?.communication_request_amount ?? 0;
  const n = candidateUuids.length;
  return chargeAndRun(ctx, employee, {
    key,
    fingerprint,
    paymentMethodId: pm ?? subscription?.payment_method_id ?? 'pm_card_visa',
    kind: 'checkout',
    jobOpeningUuid: opening.uuid,
    chatId: null,
    amount: unit * n,
    currency: plan?.currency ?? 'usd',
    description: checkoutChargeDescription(n, opening.name),
    onSuccess(payment) {
      const now = ctx.db.nowIso();
      const chats: ChatRow[] = candidateUuids.map((uuid) => {
        const chat: ChatRow = {
          id: ctx.db.nextId('chat'),
          uuid: uuidV4(),
          employee_uuid: employee.uuid,
          job_opening_uuid: opening.uuid,
          candidate_uuid: uuid,
          match_score: ranked.get(uuid)?.match.score ?? 0,
          ...newChatLifecycle(),
          created_at: now,
          updated_at: now,
          synthetic: null,
        };
        ctx.db.tables.chats.push(chat);
        addMessage(ctx.db, chat, {
          sender: 'employer',
          body: opening.first_question,
          created_at: now,
        });
        scheduleCandidateReply(ctx, chat, opening.first_question);
        return chat;
      });
      opening.total += n;
      opening.updated_at = now;
      const result: CheckoutResult = {
        data: chats.map((c) => toChat(ctx.db, c, ctx.lang)),
        job_opening: toJobOpening(ctx.db, opening, ctx.lang),
        payment,
      };
      return { status: 201, body: result };
    },
  });
}

function listChats(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const filters = readChatListFilters(ctx);
  requireActiveSubscription(ctx, employee);
  const opening = ownOpening(ctx, employee);
  return chatListPage(ctx, employee, filters, opening.uuid);
}

/** The job-opening routes. */
export const jobOpeningRoutes: RouteDef[] = [
  { method: 'get', path: '/v1/employers/job-openings', handler: listJobOpenings },
  { method: 'post', path: '/v1/employers/job-openings', handler: createJobOpening },
  { method: 'get', path: '/v1/employers/job-openings/:id/candidates', handler: listCandidates },
  { method: 'post', path: '/v1/employers/job-openings/:id/checkout', handler: checkout },
  { method: 'get', path: '/v1/employers/job-openings/:id/chats', handler: listChats },
];
