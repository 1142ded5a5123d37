/**
 * Simulated candidate replies: after the employer writes, the candidate answers after a short
 * random delay measured on the db clock (default 2–6 s), so client polling brings the reply in.
 */
import type { Ctx } from '../http';
import { deliverDueReplies, scheduleReply } from '../model';
import type { ChatRow } from '../tables';

/**
 * Schedules a candidate reply in `chat` per `options.replyDelayMs`: `[min, max]` ms (seeded
 * PRNG), `0` immediately (delivered before this call returns), `null` never.
 */
export function scheduleCandidateReply(ctx: Ctx, chat: ChatRow): void {
  const setting = ctx.options.replyDelayMs;
  if (setting === null) return;
  if (setting === 0) {
    scheduleReply(ctx.db, chat, 0);
    deliverDueReplies(ctx.db);
    return;
  }
  const [min, max] = setting;
  scheduleReply(ctx.db, chat, Math.round(min + ctx.db.random() * Math.max(0, max - min)));
}
