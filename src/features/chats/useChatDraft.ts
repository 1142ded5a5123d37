import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { draftChanged, draftSent, selectDraftText } from '../../store/draftsSlice';

/**
 * How long typing pauses before the draft is saved to the store (and so to localStorage and
 * the chat list's "Draft: …"), in ms. Leaving the chat, the screen or the page saves at once.
 */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * The composer text of chat `chatId`, kept as the chat's draft (issue #21 point 4; the drafts
 * slice, `src/store/draftsSlice.ts`): it starts from the saved draft, so it survives leaving
 * the chat and reloading the page. Typing updates `text` at once and saves the draft after a
 * pause of {@link DRAFT_SAVE_DELAY_MS} — or at once when the composer unmounts or the page is
 * hidden (`pagehide`), so a reload loses nothing; a saved draft that changes elsewhere
 * (restored after sign-in, cleared) shows here unless the employer is typing. `sent(key)`
 * records that the text left as the outbox message `key` (kept in the slice until the server
 * acknowledges it) and empties the composer.
 */
export function useChatDraft(chatId: number) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectDraftText(state, chatId));
  const [text, setLocalText] = useState(saved);
  /** Typed and not saved yet (`null`: nothing waits). */
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The saved text this composer expects (its own saves are not news to it). */
  const expected = useRef(saved);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    expected.current = value.trim() === '' ? '' : value;
    dispatch(draftChanged({ chatId, text: value }));
  }, [chatId, dispatch]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    if (saved === expected.current) return;
    expected.current = saved;
    if (pending.current === null) setLocalText(saved);
  }, [saved]);

  const setText = useCallback(
    (value: string) => {
      setLocalText(value);
      pending.current = value;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const sent = useCallback(
    (key: string, body: string) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = null;
      expected.current = '';
      setLocalText('');
      dispatch(draftSent({ chatId, key, text: body }));
    },
    [chatId, dispatch],
  );

  return { text, setText, sent };
}
