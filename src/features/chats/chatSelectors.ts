import { chatsApi } from '../../api/chatsApi';
import type { Chat } from '../../api/types';
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
