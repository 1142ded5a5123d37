import { api } from './baseApi';
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
export const MESSAGES_PAGE_SIZE = 100;

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

/** Merges `chat` into every cached chat list page that holds it (primary key `id`). */
function mergeChatIntoLists(dispatch: Dispatch, getState: GetState, chat: Chat): void {
  const state = getState() as Parameters<typeof chatsApi.util.selectCachedArgsForQuery>[0];
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
  const state = getState() as Parameters<typeof chatsApi.util.selectCachedArgsForQuery>[0];
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    dispatch(
      chatsApi.util.updateQueryData('listJobOpeningChats', args, (draft) => {
        const cached = draft.data.find((c) => c.id === chatId);
        if (cached) Object.assign(cached, patch);
      }),
    );
  }
}

/** Merges changed fields of `opening` into every cached job openings page holding it (`uuid`). */
export function mergeJobOpeningIntoLists(
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
 * After a chat action (unlock, reject, hire) succeeds, the returned Chat replaces the cached
 * one in every list (DESIGN.md: merge by primary key), then `after` runs (hire: the hired
 * callback). A failed action changes nothing.
 */
async function whenChatReturned(
  api: { dispatch: Dispatch; getState: GetState; queryFulfilled: Promise<{ data: Chat }> },
  after?: (chat: Chat) => void,
): Promise<void> {
  let chat: Chat;
  try {
    ({ data: chat } = await api.queryFulfilled);
  } catch {
    return;
  }
  mergeChatIntoLists(api.dispatch, api.getState, chat);
  after?.(chat);
}

function chatListUrl({ jobOpeningId, queryString }: ChatListArgs): string {
  const base = `/v1/employers/job-openings/${encodeURIComponent(jobOpeningId)}/chats`;
  return queryString ? `${base}?${queryString}` : base;
}

/**
 * Checkout, chats and messages (SPEC §2, §4, §7, §9; contract tags "Job openings" and
 * "Chats"). Cache rules: reject/hire/unlock merge the returned Chat into the cached lists by
 * `id` and reload the thread (the server adds a system notice); hire adds one to the
 * opening's `hired_count`; sends reload the thread and the chat's list rows; reading the latest
 * page of a thread zeroes the chat's cached `unread_count`; checkout merges the returned
 * opening and reloads the opening's chats and candidates.
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
      invalidatesTags: (result, _error, args) =>
        result
          ? [
              { type: 'Chat', id: `OPENING:${args.jobOpeningId}` },
              { type: 'Candidate', id: args.jobOpeningId },
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
      query: chatListUrl,
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
          patchChatInLists(dispatch, getState, args.chatId, { unread_count: 0 });
        } catch {
          /* nothing was read */
        }
      },
    }),
    /** POST /v1/employers/chat/{chat_id}/free-messages → the Message; the thread reloads (SPEC §4). */
    sendFreeMessage: build.mutation<Message, { chatId: number; body: string }>({
      query: ({ chatId, body }) => ({
        url: `/v1/employers/chat/${chatId}/free-messages`,
        method: 'POST',
        body: { chat_id: chatId, body },
      }),
      invalidatesTags: (result, _error, args) =>
        result
          ? [
              { type: 'Message', id: args.chatId },
              { type: 'Chat', id: args.chatId },
            ]
          : [],
    }),
    /**
     * POST /v1/employers/chat/{chat_id}/messages with `{ chat_id, template_id }` → the Message
     * (contract operation `sendChatMessage`, SPEC §7 "send a message"; issue #9 point 1). The
     * server posts the first-question template's body as written (`is_free` false); allowed in
     * every chat that is not rejected — pending and expired (locked) included — and a rejected
     * chat answers 409. Like `sendFreeMessage`, the thread and the chat's list rows reload
     * (the list shows the new last message).
     */
    sendChatMessage: build.mutation<Message, { chatId: number; templateId: number }>({
      query: ({ chatId, templateId }) => ({
        url: `/v1/employers/chat/${chatId}/messages`,
        method: 'POST',
        body: { chat_id: chatId, template_id: templateId } satisfies SendMessageRequest,
      }),
      invalidatesTags: (result, _error, args) =>
        result
          ? [
              { type: 'Message', id: args.chatId },
              { type: 'Chat', id: args.chatId },
            ]
          : [],
    }),
    /** POST /v1/employers/chat/{id}/unlock (paid, Idempotency-Key) → the unlocked Chat. */
    unlockChat: build.mutation<Chat, PaidRequest & { chatId: number }>({
      query: ({ chatId, idempotencyKey, paymentMethodId }) => ({
        url: `/v1/employers/chat/${chatId}/unlock`,
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        body: paymentMethodId ? { payment_method_id: paymentMethodId } : {},
      }),
      invalidatesTags: (result, _error, args) =>
        result ? [{ type: 'Message', id: args.chatId }] : [],
      onQueryStarted: (_args, api) => whenChatReturned(api),
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
      onQueryStarted: (_args, api) => whenChatReturned(api),
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
      onQueryStarted: (_args, api) =>
        whenChatReturned(api, (chat) => {
          const state = api.getState() as Parameters<
            typeof jobOpeningsApi.util.selectCachedArgsForQuery
          >[0];
          for (const queryString of jobOpeningsApi.util.selectCachedArgsForQuery(
            state,
            'listJobOpenings',
          )) {
            api.dispatch(
              jobOpeningsApi.util.updateQueryData('listJobOpenings', queryString, (draft) => {
                const opening = draft.data.find((o) => o.uuid === chat.job_opening_uuid);
                if (opening) opening.hired_count += 1;
              }),
            );
          }
        }),
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
  useSendFreeMessageMutation,
  useSendChatMessageMutation,
  useUnlockChatMutation,
  useRejectCandidateMutation,
  useHireCandidateMutation,
} = chatsApi;
