/**
 * Simulated candidate replies (issue #21 point 5, "a demo that lives"): after the employer
 * writes, the candidate may answer some time later on the db clock (default 20–90 s), so the
 * inbox poll, the unread badge, the page title and the notifications bring the reply in. Every
 * draw comes from the db's seeded, persisted PRNG (`Db.random`): the same seed and the same
 * requests give the same replies, at the same times, with the same texts.
 */
import type { Ctx } from '../http';
import { deliverDueReplies, scheduleReply } from '../model';
import type { ChatRow } from '../tables';

/** When the demo's candidates answer (`createHandlers`' default `replyDelayMs`): 20–90 s. */
export const DEMO_REPLY_DELAY_MS: readonly [number, number] = [20_000, 90_000];

/**
 * Share of the employer's messages that ask nothing (no `?` / `¿`) which the candidate
 * answers under the `'some'` rule (`ReplyRule`, mocks/http.ts): one in three.
 */
const STATEMENT_REPLY_SHARE = 1 / 3;

/** `true` when `text` asks the candidate something (a question mark, English or Spanish). */
export function asksSomething(text: string): boolean {
  return /[?¿]/.test(text);
}

/**
 * Decides whether the candidate of `chat` answers the employer message `text` (the message is
 * already stored) and, if so, schedules the reply per `ctx.options`:
 * - `replyTo` (`ReplyRule`, mocks/http.ts) says which messages are answered;
 * - `replyDelayMs` says when: `[min, max]` ms after now on the db clock (a seeded uniform
 *   draw), `0` at once (delivered before this call returns), `null` never (nothing is drawn).
 * The reply's text is drawn in the candidate's language by `scheduleReply`.
 * @returns whether a reply was scheduled
 */
export function scheduleCandidateReply(ctx: Ctx, chat: ChatRow, text: string): boolean {
  const { replyDelayMs: setting, replyTo } = ctx.options;
  if (setting === null) return false;
  if (replyTo === 'some') {
    if (ctx.db.tables.pendingReplies.some((r) => r.chat_id === chat.id)) return false;
    if (!asksSomething(text) && ctx.db.random() >= STATEMENT_REPLY_SHARE) return false;
  }
  if (setting === 0) {
    scheduleReply(ctx.db, chat, 0);
    deliverDueReplies(ctx.db);
    return true;
  }
  const [min, max] = setting;
  scheduleReply(ctx.db, chat, Math.round(min + ctx.db.random() * Math.max(0, max - min)));
  return true;
}
