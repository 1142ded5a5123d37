import { api } from './baseApi';
import { applyChatChange, chatListChanges, type ChatChange } from './chatCounts';
import type { NormalizedError } from './errors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { jobOpeningsApi } from './jobOpeningsApi';
import type {
  Chat,
  ChatList,
  CheckoutRequest,
  CheckoutResult,
  JobOpening,
  Message,
  MessageList,
  SendMessageRequest,
} from './types';

/** Chat list refetch interval (SPEC §9: every 10 s, and on window focus). */
export const CHAT_LIST_POLL_MS = 10_000;
/** Chat messages refetch interval (SPEC §9: every 20 s, and on window focus). */
export const CHAT_MESSAGES_POLL_MS = 20_000;
/** Messages per request of a thread (contract: default 50, at most 100). */
const MESSAGES_PAGE_SIZE = 100;

/** Arguments of a chat list page: the opening and a §7 query string (no leading `?`). */
export interface ChatListArgs {
  jobOpeningId: string;
  queryString: string;
}

/** Arguments of a thread load: the latest page, or the page older than `beforeId`. */
export interface ChatMessagesArgs {
  chatId: number;
  beforeId?: number;
}

/** A paid request: the client-generated key of this payment attempt and an optional card. */
export interface PaidRequest {
  idempotencyKey: string;
  /** A Stripe PaymentMethod id (`pm_...`); omitted = the employer's default card. */
  paymentMethodId?: string;
}

/** Arguments of a checkout: the opening, the chosen candidates, the attempt's key and card. */
export type CheckoutArgs = PaidRequest &
  Pick<CheckoutRequest, 'candidate_uuids'> & { jobOpeningId: string };

type Dispatch = (action: unknown) => unknown;
type GetState = () => unknown;

type CacheState = Parameters<typeof chatsApi.util.selectCachedArgsForQuery>[0];

/**
 * What a sent message (free text or template) makes stale: the chat's thread and its list rows
 * (their last message); nothing after a failure.
 */
function afterMessageSent(result: Message | undefined, _error: unknown, args: { chatId: number }) {
  return result
    ? [
        { type: 'Message' as const, id: args.chatId },
        { type: 'Chat' as const, id: args.chatId },
      ]
    : [];
}

/** A message send: the chat and the key made when the employer pressed Send (issue #18 point 2). */
export interface MessageSend {
  chatId: number;
  /** The message's `Idempotency-Key`, reused by every retry of this message. */
  idempotencyKey: string;
}

/**
 * A sent message joins the chat's cached latest page at once, by its server `id` (a replayed
 * answer carries the same id, so the thread never shows it twice); the reload that
 * `afterMessageSent` asks for then confirms it. Dispatch it in the same task as the outbox's
 * acknowledgement, so that no frame shows the message both sent and pending.
 */
export function messageSentIntoThread(message: Message) {
  return chatsApi.util.updateQueryData('listChatMessages', { chatId: message.chat_id }, (draft) => {
    if (!draft.data.some((m) => m.id === message.id)) draft.data.push(message);
  });
}

/** Merges `chat` into every cached chat list page that holds it (primary key `id`). */
function mergeChatIntoLists(dispatch: Dispatch, getState: GetState, chat: Chat): void {
  const state = getState() as CacheState;
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    if (args.jobOpeningId !== chat.job_opening_uuid) continue;
    dispatch(
      chatsApi.util.updateQueryData('listJobOpeningChats', args, (draft) => {
        const index = draft.data.findIndex((c) => c.id === chat.id);
        if (index >= 0) draft.data[index] = { ...draft.data[index], ...chat };
      }),
    );
  }
}

/** Applies `patch` to the chat `chatId` in every cached chat list page that holds it. */
function patchChatInLists(
  dispatch: Dispatch,
  getState: GetState,
  chatId: number,
  patch: Partial<Chat>,
): void {
  const state = getState() as CacheState;
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    dispatch(
      chatsApi.util.updateQueryData('listJobOpeningChats', args, (draft) => {
        const cached = draft.data.find((c) => c.id === chatId);
        if (cached) Object.assign(cached, patch);
      }),
    );
  }
}

/**
 * The last known state of chat `chatId`: the first cached chat list page holding it (every
 * page is kept in step by {@link mergeChatIntoLists}), or `undefined` when none does.
 */
function findCachedChat(state: CacheState, chatId: number): Chat | undefined {
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    const found = chatsApi.endpoints.listJobOpeningChats
      .select(args)(state)
      .data?.data.find((chat) => chat.id === chatId);
    if (found) return found;
  }
  return undefined;
}

/** Merges changed fields of `opening` into every cached job openings page holding it (`uuid`). */
function mergeJobOpeningIntoLists(
  dispatch: Dispatch,
  getState: GetState,
  opening: Partial<JobOpening> & Pick<JobOpening, 'uuid'>,
): void {
  const state = getState() as Parameters<typeof jobOpeningsApi.util.selectCachedArgsForQuery>[0];
  for (const queryString of jobOpeningsApi.util.selectCachedArgsForQuery(
    state,
    'listJobOpenings',
  )) {
    dispatch(
      jobOpeningsApi.util.updateQueryData('listJobOpenings', queryString, (draft) => {
        const index = draft.data.findIndex((o) => o.uuid === opening.uuid);
        if (index >= 0) draft.data[index] = { ...draft.data[index], ...opening };
      }),
    );
  }
}

/**
 * Counts chat changes into every cached job openings page (issue #9 point 3; DESIGN.md cache
 * rules — merge, never refetch): each change moves one chat between the opening's
 * `chat_counts` statuses and in or out of `unread` ({@link applyChatChange}); a chat that
 * became `hired` also adds one to the opening's `hired_count`.
 */
function mergeChatChangesIntoOpenings(
  dispatch: Dispatch,
  getState: GetState,
  changes: readonly ChatChange[],
): void {
  if (changes.length === 0) return;
  const state = getState() as Parameters<typeof jobOpeningsApi.util.selectCachedArgsForQuery>[0];
  for (const queryString of jobOpeningsApi.util.selectCachedArgsForQuery(
    state,
    'listJobOpenings',
  )) {
    dispatch(
      jobOpeningsApi.util.updateQueryData('listJobOpenings', queryString, (draft) => {
        for (const { jobOpeningUuid, before, after } of changes) {
          const opening = draft.data.find((o) => o.uuid === jobOpeningUuid);
          if (!opening) continue;
          opening.chat_counts = applyChatChange(opening.chat_counts, before, after);
          if (after.status === 'hired' && before.status !== 'hired') opening.hired_count += 1;
        }
      }),
    );
  }
}

/**
 * After a chat action (unlock, reject, hire) succeeds: the opening's cached counts move the
 * chat from its last known state to the returned one, then the returned Chat replaces the
 * cached one in every list (DESIGN.md: merge by primary key). When no cached list knew the
 * chat, the opening's lists are invalidated instead (nothing to count from). A failed action
 * changes nothing.
 */
async function whenChatReturned(lifecycle: {
  dispatch: Dispatch;
  getState: GetState;
  queryFulfilled: Promise<{ data: Chat }>;
}): Promise<void> {
  let chat: Chat;
  try {
    ({ data: chat } = await lifecycle.queryFulfilled);
  } catch {
    return;
  }
  const before = findCachedChat(lifecycle.getState() as CacheState, chat.id);
  if (before) {
    mergeChatChangesIntoOpenings(lifecycle.dispatch, lifecycle.getState, [
      { jobOpeningUuid: chat.job_opening_uuid, before, after: chat },
    ]);
  } else {
    lifecycle.dispatch(
      api.util.invalidateTags([{ type: 'JobOpening', id: chat.job_opening_uuid }]),
    );
  }
  mergeChatIntoLists(lifecycle.dispatch, lifecycle.getState, chat);
}

function chatListUrl({ jobOpeningId, queryString }: ChatListArgs): string {
  const base = `/v1/employers/job-openings/${encodeURIComponent(jobOpeningId)}/chats`;
  return queryString ? `${base}?${queryString}` : base;
}

/**
 * Checkout, chats and messages (SPEC §2, §4, §7, §9; contract tags "Job openings" and
 * "Chats"). Cache rules: reject/hire/unlock merge the returned Chat into the cached lists by
 * `id` and reload the thread (the server adds a system notice), and move the chat between the
 * cached opening's `chat_counts` (hire also adds one to its `hired_count`); sends reload the
 * thread and the chat's list rows; reading the latest page of a thread zeroes the chat's cached
 * `unread_count` and the opening's `unread` count; a list poll that sees a chat change (a
 * reply, an expiry) counts it the same way; checkout merges the returned opening (its new
 * counts) and reloads the opening's chats and candidates; checkout and unlock reload the
 * charges (`Payment`). Counts are merged, never refetched (issue #9 point 3).
 */
export const chatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /v1/employers/job-openings/{id}/checkout with an Idempotency-Key → the new chats. */
    checkoutCandidates: build.mutation<CheckoutResult, CheckoutArgs>({
      query: ({ jobOpeningId, candidate_uuids, paymentMethodId, idempotencyKey }) => ({
        url: `/v1/employers/job-openings/${encodeURIComponent(jobOpeningId)}/checkout`,
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: {
          job_opening_uuid: jobOpeningId,
          candidate_uuids,
          ...(paymentMethodId ? { payment_method_id: paymentMethodId } : {}),
        } satisfies CheckoutRequest,
      }),
      // The new chats, the suggestions without the paid candidates, and the charge (issue #9
      // point 4: the billing history, the spend meter and the opening's cost).
      invalidatesTags: (result, _error, args) =>
        result
          ? [
              { type: 'Chat', id: `OPENING:${args.jobOpeningId}` },
              { type: 'Candidate', id: args.jobOpeningId },
              'Payment',
            ]
          : [],
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          mergeJobOpeningIntoLists(dispatch, getState, data.job_opening);
        } catch {
          /* a failed payment creates nothing */
        }
      },
    }),
    /** GET /v1/employers/job-openings/{id}/chats?{queryString} → a page of chats, latest activity first. */
    listJobOpeningChats: build.query<ChatList, ChatListArgs>({
      // A custom queryFn, to compare each answer with the cache before it is replaced: chats
      // whose status or unread state changed since they were last seen (a reply came in, an
      // unlock expired, another tab hired) are counted into their opening's `chat_counts`
      // and merged into the other cached pages, so every list agrees (issue #9 point 3).
      async queryFn(args, queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery(chatListUrl(args));
        if (result.error) return { error: result.error as NormalizedError };
        const data = result.data as ChatList;
        const state = queryApi.getState() as CacheState;
        const changes = chatListChanges((chatId) => findCachedChat(state, chatId), data.data);
        mergeChatChangesIntoOpenings(queryApi.dispatch, queryApi.getState, changes);
        for (const chat of data.data) {
          if (changes.some((change) => change.after === chat))
            mergeChatIntoLists(queryApi.dispatch, queryApi.getState, chat);
        }
        return { data };
      },
      providesTags: (result, _error, args) => [
        { type: 'Chat', id: `OPENING:${args.jobOpeningId}` },
        ...(result?.data.map((chat) => ({ type: 'Chat' as const, id: chat.id })) ?? []),
      ],
    }),
    /** GET /v1/employers/chat/{id}/messages?per_page=&before_id= → messages, oldest first. */
    listChatMessages: build.query<MessageList, ChatMessagesArgs>({
      query: ({ chatId, beforeId }) => ({
        url: `/v1/employers/chat/${chatId}/messages`,
        params: { per_page: MESSAGES_PAGE_SIZE, ...(beforeId ? { before_id: beforeId } : {}) },
      }),
      providesTags: (_result, _error, args) => [
        { type: 'Message', id: args.beforeId ? `${args.chatId}:${args.beforeId}` : args.chatId },
      ],
      // Reading the latest page marks the candidate's messages read on the server (contract):
      // the cached chat rows drop their unread badge now instead of at the next list poll.
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        if (args.beforeId) return;
        try {
          await queryFulfilled;
          const before = findCachedChat(getState() as CacheState, args.chatId);
          if (before && before.unread_count > 0) {
            mergeChatChangesIntoOpenings(dispatch, getState, [
              {
                jobOpeningUuid: before.job_opening_uuid,
                before,
                after: { ...before, unread_count: 0 },
              },
            ]);
          }
          patchChatInLists(dispatch, getState, args.chatId, { unread_count: 0 });
        } catch {
          /* nothing was read */
        }
      },
    }),
    /**
     * POST /v1/employers/chat/{chat_id}/free-messages with the message's `Idempotency-Key`
     * (contract "Exactly-once message sends") → the Message (a repeat of the key: the first
     * answer again, same `id`); the thread reloads (SPEC §4; the outbox's sender puts it in
     * the cached thread at once, {@link messageSentIntoThread}). Keyed, so the base query
     * retries it by itself (issue #18 point 3).
     */
    sendFreeMessage: build.mutation<Message, MessageSend & { body: string }>({
      query: ({ chatId, body, idempotencyKey }) => ({
        url: `/v1/employers/chat/${chatId}/free-messages`,
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: { chat_id: chatId, body },
      }),
      invalidatesTags: afterMessageSent,
    }),
    /**
     * POST /v1/employers/chat/{chat_id}/messages with `{ chat_id, template_id }` → the Message
     * (contract operation `sendChatMessage`, SPEC §7 "send a message"; issue #9 point 1). The
     * server posts the first-question template's body as written (`is_free` false); allowed in
     * every chat that is not rejected — pending and expired (locked) included — and a rejected
     * chat answers 409. Like `sendFreeMessage`, the thread and the chat's list rows reload
     * (the list shows the new last message).
     */
    sendChatMessage: build.mutation<Message, MessageSend & { templateId: number }>({
      query: ({ chatId, templateId, idempotencyKey }) => ({
        url: `/v1/employers/chat/${chatId}/messages`,
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: { chat_id: chatId, template_id: templateId } satisfies SendMessageRequest,
      }),
      invalidatesTags: afterMessageSent,
    }),
    /** POST /v1/employers/chat/{id}/unlock (paid, Idempotency-Key) → the unlocked Chat. */
    unlockChat: build.mutation<Chat, PaidRequest & { chatId: number }>({
      query: ({ chatId, idempotencyKey, paymentMethodId }) => ({
        url: `/v1/employers/chat/${chatId}/unlock`,
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: paymentMethodId ? { payment_method_id: paymentMethodId } : {},
      }),
      // The thread (the server adds a system notice) and the charge (issue #9 point 4).
      invalidatesTags: (result, _error, args) =>
        result ? [{ type: 'Message', id: args.chatId }, 'Payment'] : [],
      onQueryStarted: (_args, lifecycle) => whenChatReturned(lifecycle),
    }),
    /** POST /v1/employers/chat/{id}/reject → the rejected Chat, which replaces the cached one. */
    rejectCandidate: build.mutation<Chat, { chatId: number }>({
      query: ({ chatId }) => ({
        url: `/v1/employers/chat/${chatId}/reject`,
        method: 'POST',
        body: {},
      }),
      // The server adds a system notice to the thread: reload it.
      invalidatesTags: (result, _error, args) =>
        result ? [{ type: 'Message', id: args.chatId }] : [],
      onQueryStarted: (_args, lifecycle) => whenChatReturned(lifecycle),
    }),
    /** POST /v1/employers/chat/{id}/hire → the hired Chat; the opening's `hired_count` grows by one. */
    hireCandidate: build.mutation<Chat, { chatId: number }>({
      query: ({ chatId }) => ({
        url: `/v1/employers/chat/${chatId}/hire`,
        method: 'POST',
        body: {},
      }),
      // The server adds a system notice to the thread: reload it.
      invalidatesTags: (result, _error, args) =>
        result ? [{ type: 'Message', id: args.chatId }] : [],
      onQueryStarted: (_args, lifecycle) => whenChatReturned(lifecycle),
    }),
  }),
});

/**
 * The chats of an opening, polled every 10 s and refetched on window focus (SPEC §9).
 * `skip` while no opening is chosen.
 */
export function useChatListQuery(args: ChatListArgs, options: { skip?: boolean } = {}) {
  return chatsApi.useListJobOpeningChatsQuery(args, {
    skip: options.skip,
    pollingInterval: CHAT_LIST_POLL_MS,
    refetchOnFocus: true,
    skipPollingIfUnfocused: false,
  });
}

/** The latest messages of a chat, polled every 20 s and refetched on window focus (SPEC §9). */
export function useChatMessagesQuery(chatId: number | undefined) {
  return chatsApi.useListChatMessagesQuery(
    chatId === undefined ? (undefined as never) : { chatId },
    {
      skip: chatId === undefined,
      pollingInterval: CHAT_MESSAGES_POLL_MS,
      refetchOnFocus: true,
    },
  );
}

/**
 * The generated hooks of the endpoints above. `useListJobOpeningChatsQuery` is the plain,
 * unpolled list (e.g. every candidate of an opening for `ignoreIds`); screens showing the chat
 * list use {@link useChatListQuery}, threads {@link useChatMessagesQuery} plus
 * `useLazyListChatMessagesQuery` for older pages (`beforeId`).
 */
export const {
  useCheckoutCandidatesMutation,
  useListJobOpeningChatsQuery,
  useLazyListChatMessagesQuery,
  useUnlockChatMutation,
  useHireCandidateMutation,
} = chatsApi;
