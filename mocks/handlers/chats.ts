/**
 * Chats (contract tag Chats; SPEC §4 chat usability): the chat lists (an opening's and the
 * inbox, `listChats`), the message thread (cursor pagination, marks read), template and free
 * messages (exactly once under an optional Idempotency-Key), and the unlock (paid), reject and
 * hire actions, following the contract's chat lifecycle table.
 */
import { findTemplate } from '../fixtures/catalogs';
import { findPlan } from '../fixtures/plans';
import {
  authenticate,
  failField,
  failKey,
  fold,
  isUuid,
  json,
  notFound,
  numericParam,
  paginate,
  parseQuery,
  queryInt,
  queryValue,
  readBody,
  readPaging,
  requireActiveSubscription,
  validator,
  type Ctx,
  type RouteDef,
} from '../http';
import { t } from '../i18n';
import {
  addMessage,
  chatsWithUnread,
  hiredNotice,
  iso,
  lastActivity,
  latestSubscription,
  rejectedNotice,
  threadOf,
  toChat,
  toMessage,
  unlockChargeDescription,
  unlockedNotice,
  unreadChatsOf,
} from '../model';
import type { ChatRow, EmployeeRow } from '../tables';
import {
  canSendTemplate,
  canTransition,
  chatStatus,
  hasBeenUnlocked,
  isChatStatus,
  isUsableStatus,
  unlockExpiry,
  type ChatAction,
} from '../../src/domain/chatLifecycle';
import {
  chargeAndRun,
  fingerprintOf,
  readIdempotencyKey,
  readOptionalIdempotencyKey,
  replayIfRepeated,
  sendOnce,
} from './paid';
import { scheduleCandidateReply } from './replies';

/** The employer's chat with the numeric path id, or 404. */
function ownChat(ctx: Ctx, employee: EmployeeRow, name: string): ChatRow {
  const id = numericParam(ctx, name);
  const chat = ctx.db.tables.chats.find((c) => c.id === id && c.employee_uuid === employee.uuid);
  if (!chat) notFound(ctx);
  return chat;
}

/**
 * Refuses with a 409 an `action` the contract does not allow from the chat's status now
 * (contract "Chat lifecycle" transitions, domain `canTransition`), saying why: the candidate
 * was hired or rejected (both final), the chat is already unlocked, or a hire needs an unlock
 * first (`pending`).
 */
function requireTransition(ctx: Ctx, chat: ChatRow, action: ChatAction): void {
  const status = chatStatus(chat, ctx.db.now());
  if (canTransition(status, action)) return;
  if (status === 'hired') failKey(ctx, 409, 'candidateHired');
  if (status === 'rejected') failKey(ctx, 409, 'candidateRejected');
  failKey(ctx, 409, status === 'unlocked' ? 'chatAlreadyUnlocked' : 'hireNeedsUnlock');
}

/** The filters shared by both chat lists (`page`, `per_page`, `search`, `status`, `unread`). */
export interface ChatListFilters {
  page: number;
  perPage: number;
  search: string;
  status: string;
  unread: boolean;
  /** The inbox's `job_opening_uuid` filter; null when absent. */
  jobOpeningUuid: string | null;
}

/**
 * Reads and validates the chat-list query (422 on a malformed filter). `job_opening_uuid` is
 * read only when `withOpeningFilter` (the inbox); it must then be a uuid.
 */
export function readChatListFilters(ctx: Ctx, withOpeningFilter = false): ChatListFilters {
  const pairs = parseQuery(ctx.url.search);
  const v = validator(ctx);
  const { page, perPage } = readPaging(v, pairs);
  const search = queryValue(pairs, 'search') ?? '';
  if (search.length > 100) v.add('search', 'maxString', { max: 100 });
  const status = queryValue(pairs, 'status') ?? '';
  if (status !== '' && !isChatStatus(status)) v.add('status', 'inList');
  // `unread=1`: only chats with unread candidate messages; `0`, empty or absent: every chat.
  const unread = queryValue(pairs, 'unread') ?? '';
  if (unread !== '' && unread !== '0' && unread !== '1') v.add('unread', 'inList');
  let jobOpeningUuid: string | null = null;
  if (withOpeningFilter) {
    const raw = queryValue(pairs, 'job_opening_uuid') ?? '';
    if (raw !== '' && !isUuid(raw)) v.add('job_opening_uuid', 'uuid');
    jobOpeningUuid = raw || null;
  }
  v.throwIfFailed();
  return { page, perPage, search, status, unread: unread === '1', jobOpeningUuid };
}

/**
 * One page of the employer's chats (contract `ChatList`): the opening's when `openingUuid` is
 * given, else every opening's; filtered, ordered by latest activity (ties by id, highest
 * first), with `meta.unread_chats` counting the employer's unread chats across all openings.
 */
export function chatListPage(
  ctx: Ctx,
  employee: EmployeeRow,
  filters: ChatListFilters,
  openingUuid: string | null,
): Response {
  const now = ctx.db.now();
  const scope = openingUuid ?? filters.jobOpeningUuid;
  let rows = ctx.db.tables.chats.filter(
    (c) => c.employee_uuid === employee.uuid && (scope === null || c.job_opening_uuid === scope),
  );
  if (filters.status) rows = rows.filter((c) => chatStatus(c, now) === filters.status);
  if (filters.unread) {
    const withUnread = chatsWithUnread(ctx.db);
    rows = rows.filter((c) => withUnread.has(c.id));
  }
  if (filters.search.trim()) {
    const needle = fold(filters.search.trim());
    rows = rows.filter((c) => {
      const candidate = ctx.db.candidateByUuid(c.candidate_uuid);
      if (!candidate) return false;
      const name = hasBeenUnlocked(c) ? candidate.full_name : candidate.masked_name;
      return fold(name).includes(needle) || fold(candidate.headline).includes(needle);
    });
  }
  const activity = new Map(rows.map((c) => [c.id, lastActivity(ctx.db, c)]));
  rows.sort((a, b) => (activity.get(b.id) ?? 0) - (activity.get(a.id) ?? 0) || b.id - a.id);
  const result = paginate(rows, filters.page, filters.perPage);
  return json({
    data: result.data.map((c) => toChat(ctx.db, c, ctx.lang)),
    meta: { ...result.meta, unread_chats: unreadChatsOf(ctx.db, employee.uuid) },
  });
}

/** `GET /v1/employers/chats` (`listChats`): the inbox, every opening's chats. */
function listInbox(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const filters = readChatListFilters(ctx, true);
  requireActiveSubscription(ctx, employee);
  return chatListPage(ctx, employee, filters, null);
}

function listMessages(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  const pairs = parseQuery(ctx.url.search);
  const v = validator(ctx);
  const beforeId = queryInt(v, queryValue(pairs, 'before_id') || null, 'before_id', { min: 1 });
  const perPage =
    queryInt(v, queryValue(pairs, 'per_page') || null, 'per_page', { min: 1, max: 100 }) ?? 50;
  v.throwIfFailed();
  requireActiveSubscription(ctx, employee);
  const chat = ownChat(ctx, employee, 'id');
  const thread = threadOf(ctx.db, chat);
  const older = beforeId === undefined ? thread : thread.filter((m) => m.id < beforeId);
  const data = older.slice(Math.max(0, older.length - perPage));
  const now = ctx.db.nowIso();
  // Reading the thread marks the candidate's messages read (the returned ones included).
  for (const m of ctx.db.tables.messages) {
    if (m.chat_id === chat.id && m.sender === 'candidate' && m.read_at === null) m.read_at = now;
  }
  return json({
    data: data.map((m) => toMessage(m, ctx.lang)),
    meta: { per_page: perPage, total: thread.length, has_more: older.length > data.length },
  });
}

function checkPathMatches(ctx: Ctx, chat: ChatRow, chatId: number | undefined): void {
  if (chatId !== chat.id) {
    failField(
      ctx,
      'chat_id',
      t(ctx.lang, 'mustMatchPath', { attribute: ctx.lang === 'es' ? 'chat' : 'chat id' }),
    );
  }
}

async function sendTemplateMessage(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const chatId = v.integer(body, 'chat_id', { min: 1 });
  const templateId = v.integer(body, 'template_id', { min: 1 });
  const key = readOptionalIdempotencyKey(ctx, v);
  v.throwIfFailed();
  const fingerprint = fingerprintOf(ctx, 'sendChatMessage', body);
  const replay = key === null ? null : replayIfRepeated(ctx, employee, key, fingerprint);
  if (replay) return replay;
  requireActiveSubscription(ctx, employee);
  const chat = ownChat(ctx, employee, 'id');
  checkPathMatches(ctx, chat, chatId);
  const template = findTemplate(templateId as number);
  if (!template) failField(ctx, 'template_id', t(ctx.lang, 'exists', { attribute: 'template id' }));
  if (!canSendTemplate(chatStatus(chat, ctx.db.now()))) failKey(ctx, 409, 'candidateRejected');
  return sendOnce(ctx, employee, key, fingerprint, () => {
    const message = addMessage(ctx.db, chat, {
      sender: 'employer',
      body: template.body,
      template_id: template.id,
    });
    scheduleCandidateReply(ctx, chat, template.body);
    return toMessage(message, ctx.lang);
  });
}

async function sendFreeMessage(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const chatId = v.integer(body, 'chat_id', { min: 1 });
  let text: string | undefined;
  if (body.body === undefined || body.body === null) v.add('body', 'required');
  else if (typeof body.body !== 'string') v.add('body', 'string');
  else {
    text = body.body.trim();
    if (text === '') v.add('body', 'required');
    else if (text.length > 2000) v.add('body', 'maxString', { max: 2000 });
  }
  const key = readOptionalIdempotencyKey(ctx, v);
  v.throwIfFailed();
  const fingerprint = fingerprintOf(ctx, 'sendFreeMessage', body);
  const replay = key === null ? null : replayIfRepeated(ctx, employee, key, fingerprint);
  if (replay) return replay;
  requireActiveSubscription(ctx, employee);
  const chat = ownChat(ctx, employee, 'chat_id');
  checkPathMatches(ctx, chat, chatId);
  const status = chatStatus(chat, ctx.db.now());
  if (status === 'rejected') failKey(ctx, 409, 'candidateRejected');
  if (!isUsableStatus(status)) failKey(ctx, 409, 'chatLocked', ['chatLockedDetail']);
  return sendOnce(ctx, employee, key, fingerprint, () => {
    const message = addMessage(ctx.db, chat, {
      sender: 'employer',
      body: text as string,
      is_free: true,
    });
    scheduleCandidateReply(ctx, chat, text as string);
    return toMessage(message, ctx.lang);
  });
}

async function unlockChat(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  await readBody(ctx);
  const v = validator(ctx);
  const key = readIdempotencyKey(ctx, v);
  v.throwIfFailed();
  const fingerprint = fingerprintOf(ctx, 'unlockChat', {});
  const replay = replayIfRepeated(ctx, employee, key, fingerprint);
  if (replay) return replay;
  requireActiveSubscription(ctx, employee);
  const chat = ownChat(ctx, employee, 'id');
  requireTransition(ctx, chat, 'unlock');
  const subscription = latestSubscription(ctx.db, employee.uuid);
  const plan = findPlan(subscription?.plan_id ?? 2, ctx.lang);
  const candidate = ctx.db.candidateByUuid(chat.candidate_uuid);
  const opening = ctx.db.tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
  return chargeAndRun(ctx, employee, {
    key,
    fingerprint,
    paymentMethodId: subscription?.payment_method_id ?? 'pm_card_visa',
    kind: 'unlock',
    jobOpeningUuid: chat.job_opening_uuid,
    chatId: chat.id,
    amount: plan?.contact_details_amount ?? 0,
    currency: plan?.currency ?? 'usd',
    description: unlockChargeDescription(candidate?.full_name ?? '', opening?.name ?? ''),
    onSuccess() {
      const now = ctx.db.nowIso();
      chat.is_unlocked = true;
      chat.unlocked_until = iso(unlockExpiry(ctx.db.now(), plan?.unlock_days ?? 7));
      chat.updated_at = now;
      addMessage(ctx.db, chat, { sender: 'system', body: unlockedNotice(chat.unlocked_until) });
      return { status: 200, body: toChat(ctx.db, chat, ctx.lang) };
    },
  });
}

function rejectCandidate(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  requireActiveSubscription(ctx, employee);
  const chat = ownChat(ctx, employee, 'id');
  requireTransition(ctx, chat, 'reject');
  const now = ctx.db.nowIso();
  chat.is_rejected = true;
  chat.rejected_at = now;
  chat.updated_at = now;
  addMessage(ctx.db, chat, { sender: 'system', body: rejectedNotice() });
  ctx.db.tables.pendingReplies = ctx.db.tables.pendingReplies.filter((r) => r.chat_id !== chat.id);
  return json(toChat(ctx.db, chat, ctx.lang));
}

function hireCandidate(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  requireActiveSubscription(ctx, employee);
  const chat = ownChat(ctx, employee, 'id');
  requireTransition(ctx, chat, 'hire');
  const now = ctx.db.nowIso();
  chat.is_hired = true;
  chat.hired_at = now;
  chat.updated_at = now;
  const candidate = ctx.db.candidateByUuid(chat.candidate_uuid);
  addMessage(ctx.db, chat, { sender: 'system', body: hiredNotice(candidate?.full_name ?? '') });
  const opening = ctx.db.tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
  if (opening) {
    opening.hired_count += 1;
    opening.updated_at = now;
  }
  return json(toChat(ctx.db, chat, ctx.lang));
}

/** The Chats routes. */
export const chatRoutes: RouteDef[] = [
  { method: 'get', path: '/v1/employers/chats', handler: listInbox },
  { method: 'get', path: '/v1/employers/chat/:id/messages', handler: listMessages },
  { method: 'post', path: '/v1/employers/chat/:id/messages', handler: sendTemplateMessage },
  { method: 'post', path: '/v1/employers/chat/:chat_id/free-messages', handler: sendFreeMessage },
  { method: 'post', path: '/v1/employers/chat/:id/unlock', handler: unlockChat },
  { method: 'post', path: '/v1/employers/chat/:id/reject', handler: rejectCandidate },
  { method: 'post', path: '/v1/employers/chat/:id/hire', handler: hireCandidate },
];
