import { chatsApi } from '../../api/chatsApi';
import type { Chat } from '../../contract/types';
import type { RootState } from '../../store';

/** The opening's chat with `chatId` in any cached chat list (any filters, any page). */
export function selectCachedChat(
  state: RootState,
  jobOpeningId: string,
  chatId: number | undefined,
): Chat | undefined {
  if (chatId === undefined) return undefined;
  for (const args of chatsApi.util.selectCachedArgsForQuery(state, 'listJobOpeningChats')) {
    if (args.jobOpeningId !== jobOpeningId) continue;
    const found = chatsApi.endpoints.listJobOpeningChats
      .select(args)(state)
      .data?.data.find((chat) => chat.id === chatId);
    if (found) return found;
  }
  return undefined;
}

/**
 * The chat `chatId` in any cached chat list — an opening's lists, the inbox's pages, the
 * badge's probe — for the inbox's open chat when the pages loaded do not hold it.
 */
export function selectCachedChatById(
  state: RootState,
  chatId: number | undefined,
): Chat | undefined {
  if (chatId === undefined) return undefined;
  const lists = [
    ...chatsApi.util
      .selectCachedArgsForQuery(state, 'listJobOpeningChats')
      .map((args) => chatsApi.endpoints.listJobOpeningChats.select(args)(state).data),
    ...chatsApi.util
      .selectCachedArgsForQuery(state, 'listChats')
      .flatMap((args) => chatsApi.endpoints.listChats.select(args)(state).data?.pages ?? []),
  ];
  for (const list of lists) {
    const found = list?.data.find((chat) => chat.id === chatId);
    if (found) return found;
  }
  return undefined;
}
