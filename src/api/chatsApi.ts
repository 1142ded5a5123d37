import { api } from './baseApi';
import { applyChatChange, chatListChanges, type ChatChange } from './chatCounts';
import { isFromDevice } from './deviceCopy';
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
} from '../contract/types';

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

/** The chat list endpoints whose cached pages hold chats (DESIGN.md: merge by primary key). */
type ChatListRecipe = (list: ChatList) => void;

/**
 * Applies `recipe` to every cached chat list page: each opening's lists
 * (`listJobOpeningChats`), every page of every inbox list (`listChats`, an infinite query)
 * and the badge's unread probe (`listUnreadChats`).
 */
function updateCachedChatLists(dispatch: Dispatch, getState: GetState, recipe: ChatListRecipe) {
  const state = getState() as CacheState;
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    dispatch(chatsApi.util.updateQueryData('listJobOpeningChats', args, recipe));
  }
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listChats')) {
    dispatch(
      chatsApi.util.updateQueryData('listChats', args, (draft) => {
        for (const page of draft.pages) recipe(page);
      }),
    );
  }
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listUnreadChats')) {
    dispatch(chatsApi.util.updateQueryData('listUnreadChats', args, recipe));
  }
}

/**
 * Every cached chat list page the server gave this visit (the endpoints of
 * {@link updateCachedChatLists}), in no order. Not the device's copy of the last visit
 * (issue #31 point 2) until its own answer replaces it: its chats are as they were then, and
 * the openings' `chat_counts` may already be this visit's, so a change counted from them would
 * be counted twice (a reload after a hire showed "Hired 3 of 6" for 2).
 */
function* cachedChatLists(state: CacheState): Generator<ChatList> {
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    const { data, fulfilledTimeStamp } = chatsApi.endpoints.listJobOpeningChats.select(args)(state);
    if (data && !isFromDevice(fulfilledTimeStamp)) yield data;
  }
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listChats')) {
    const { data, fulfilledTimeStamp } = chatsApi.endpoints.listChats.select(args)(state);
    if (data && !isFromDevice(fulfilledTimeStamp)) yield* data.pages;
  }
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listUnreadChats')) {
    const { data, fulfilledTimeStamp } = chatsApi.endpoints.listUnreadChats.select(args)(state);
    if (data && !isFromDevice(fulfilledTimeStamp)) yield data;
  }
}

/** Merges `chat` into every cached chat list page that holds it (primary key `id`). */
function mergeChatIntoLists(dispatch: Dispatch, getState: GetState, chat: Chat): void {
  updateCachedChatLists(dispatch, getState, (draft) => {
    const index = draft.data.findIndex((c) => c.id === chat.id);
    if (index >= 0) draft.data[index] = { ...draft.data[index], ...chat };
  });
}

/** Applies `patch` to the chat `chatId` in every cached chat list page that holds it. */
function patchChatInLists(
  dispatch: Dispatch,
  getState: GetState,
  chatId: number,
  patch: Partial<Chat>,
): void {
  updateCachedChatLists(dispatch, getState, (draft) => {
    const cached = draft.data.find((c) => c.id === chatId);
    if (cached) Object.assign(cached, patch);
  });
}

/**
 * One chat fewer has unread messages (its thread was read): every cached list's
 * `meta.unread_chats` (contract `ChatListMeta`, the global badge) drops by one now, instead of
 * at the next poll. Never below zero.
 */
function countChatRead(dispatch: Dispatch, getState: GetState): void {
  updateCachedChatLists(dispatch, getState, (draft) => {
    draft.meta.unread_chats = Math.max(0, draft.meta.unread_chats - 1);
  });
}

/**
 * The last known state of chat `chatId`: the first cached chat list page of this visit holding
 * it ({@link cachedChatLists}; every page is kept in step by {@link mergeChatIntoLists}), or
 * `undefined` when none does.
 */
function findCachedChat(state: CacheState, chatId: number): Chat | undefined {
  for (const list of cachedChatLists(state)) {
    const found = list.data.find((chat) => chat.id === chatId);
    if (found) return found;
  }
  return undefined;
}

/**
 * A fresh chat list page against the cache it is about to join (a 10 s poll of an opening's
 * list or the inbox, the badge's probe): chats whose status or unread state changed since they
 * were last seen (a reply came in, an unlock expired, another tab hired) are counted into
 * their opening's `chat_counts` and merged into the other cached pages, so every list agrees
 * (issue #9 point 3, issue #21 point 2).
 */
function reconcileChatList(queryApi: { dispatch: Dispatch; getState: GetState }, page: ChatList) {
  const state = queryApi.getState() as CacheState;
  const changes = chatListChanges((chatId) => findCachedChat(state, chatId), page.data);
  mergeChatChangesIntoOpenings(queryApi.dispatch, queryApi.getState, changes);
  for (const chat of page.data) {
    if (changes.some((change) => change.after === chat))
      mergeChatIntoLists(queryApi.dispatch, queryApi.getState, chat);
  }
}

/** A chat list request through the base query: the page, reconciled with the cache. */
async function fetchChatList(
  url: string,
  queryApi: { dispatch: Dispatch; getState: GetState },
  baseQuery: (
    arg: string,
  ) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown },
): Promise<{ data: ChatList } | { error: NormalizedError }> {
  const result = await baseQuery(url);
  if (result.error) return { error: result.error as NormalizedError };
  const data = result.data as ChatList;
  reconcileChatList(queryApi, data);
  return { data };
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

/** The inbox's path (contract `listChats`). */
const INBOX_PATH = '/v1/employers/chats';
/** The tag id of the inbox lists: a checkout (new chats) reloads them. */
const INBOX_TAG = 'INBOX';

/** The URL of one inbox page: `queryString` (filters, `per_page`) then `page`. */
function inboxUrl(queryString: string, page: number): string {
  return `${INBOX_PATH}?${queryString ? `${queryString}&` : ''}page=${page}`;
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
              { type: 'Chat', id: INBOX_TAG },
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
      // A custom queryFn, to compare each answer with the cache before it is replaced
      // (reconcileChatList: changed chats counted into their opening and merged everywhere).
      queryFn: (args, queryApi, _extraOptions, baseQuery) =>
        fetchChatList(chatListUrl(args), queryApi, baseQuery),
      providesTags: (result, _error, args) => [
        { type: 'Chat', id: `OPENING:${args.jobOpeningId}` },
        ...(result?.data.map((chat) => ({ type: 'Chat' as const, id: chat.id })) ?? []),
      ],
    }),
    /**
     * GET /v1/employers/chats?{queryString}&page={n} (contract `listChats`, issue #21 point 1):
     * the inbox, every chat of the employer latest activity first, as an infinite query — one
     * cached page per contract page (`per_page` in `queryString`), the page param being the
     * page number. `queryString` holds the filters (`search`, `status`, `unread=1`,
     * `job_opening_uuid`) and `per_page`, never `page`. A refetch (poll, focus, a tag) reads
     * the cached pages again from page 1; each page is reconciled with the cache like an
     * opening's list. Errors (normalised): 403 email not verified / no subscription in good
     * standing, 422 a malformed filter.
     */
    listChats: build.infiniteQuery<ChatList, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.meta.current_page < lastPage.meta.last_page
            ? lastPage.meta.current_page + 1
            : undefined,
      },
      queryFn: ({ queryArg, pageParam }, queryApi, _extraOptions, baseQuery) =>
        fetchChatList(inboxUrl(queryArg, pageParam), queryApi, baseQuery),
      providesTags: (result) => [
        { type: 'Chat', id: INBOX_TAG },
        ...(result?.pages.flatMap((page) =>
          page.data.map((chat) => ({ type: 'Chat' as const, id: chat.id })),
        ) ?? []),
      ],
    }),
    /**
     * GET /v1/employers/chats?unread=1&per_page=1 (contract `listChats`, "polling the unread
     * count cheaply"; issue #21 point 2): at most one chat, the latest with an unread reply,
     * and `meta.unread_chats`, the employer's unread chats across every opening — the badge's
     * light poll on screens that poll no chat list.
     */
    listUnreadChats: build.query<ChatList, void>({
      queryFn: (_args, queryApi, _extraOptions, baseQuery) =>
        fetchChatList(`${INBOX_PATH}?unread=1&per_page=1`, queryApi, baseQuery),
      providesTags: [{ type: 'Chat', id: INBOX_TAG }],
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
          if (before && before.unread_count > 0) countChatRead(dispatch, getState);
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

/** How often the badge's light poll asks for the unread count (issue #21 point 2): 30 s. */
const UNREAD_CHATS_POLL_MS = 30_000;

/**
 * The inbox (contract `listChats`) filtered by `queryString` (§7 format: `search`, `status`,
 * `unread`, `job_opening_uuid`, `per_page`; no `page`), polled every 10 s and refetched on
 * window focus like an opening's chat list (SPEC §9's chat-list cadence). `fetchNextPage`
 * loads the next page as the list scrolls; `data.pages` holds every page loaded.
 */
export function useInboxQuery(queryString: string) {
  return chatsApi.useListChatsInfiniteQuery(queryString, {
    pollingInterval: CHAT_LIST_POLL_MS,
    refetchOnFocus: true,
    skipPollingIfUnfocused: false,
  });
}

/**
 * The badge's light poll (issue #21 point 2): `listChats?unread=1&per_page=1` every 30 s and
 * on window focus, for screens that poll no chat list. Its `meta.unread_chats` feeds
 * {@link selectUnreadChats}. `skip` stops it (e.g. a screen that polls a chat list).
 * `askAtOnce`: starting (or un-skipping) asks at once even when the cache holds a fresh answer
 * — one another tab handed over (issue #29 point 5), whose poll this tab now takes over.
 */
export function useUnreadChatsPoll(options: { skip?: boolean; askAtOnce?: boolean } = {}) {
  return chatsApi.useListUnreadChatsQuery(undefined, {
    skip: options.skip,
    // Unset: the API's own rule (a rehydrated entry is asked again, src/api/deviceCopy.ts).
    refetchOnMountOrArgChange: options.askAtOnce ? true : undefined,
    pollingInterval: UNREAD_CHATS_POLL_MS,
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
