/**
 * The demo's candidate replies (issue #21 point 5), with `createHandlers`' defaults on a fake
 * db clock: candidates answer every question and a seeded share of the other messages, 20–90
 * s later, one reply at a time per chat; the same seed gives the same replies; a reply is
 * delivered by any request (the inbox poll shows it, with its unread count and
 * `meta.unread_chats`); explicit options still ask for immediate, every-message or no replies.
 */
import { setupServer } from 'msw/node';
import type { Chat, Message } from '../../../mocks/contract';
import { createDb, type Db } from '../../../mocks/db';
import { createHandlers, DEMO_REPLY_DELAY_MS, type HandlerOptions } from '../../../mocks/handlers';
import { asksSomething } from '../../../mocks/handlers/replies';
import { api, login, NOW } from './helpers';

const [MIN, MAX] = DEMO_REPLY_DELAY_MS;

/** A demo API over a fresh db (seed `seed`) whose clock moves only when the test says. */
async function startDemo(seed: number, options: HandlerOptions = {}) {
  let clock = NOW.getTime();
  const db: Db = createDb({ now: () => new Date(clock), seed });
  const server = setupServer(...createHandlers(db, options));
  server.listen({ onUnhandledRequest: 'error' });
  const token = await login('demo@hireline.test');
  const inbox = await api('/v1/employers/chats?status=unlocked&per_page=100', { token });
  const chats: Chat[] = inbox.body.data;
  return {
    db,
    token,
    chats,
    /** Moves the fake clock `ms` on. */
    advance(ms: number) {
      clock += ms;
    },
    /** Sends a free message and returns it as the API answered. */
    async send(chatId: number, body: string): Promise<Message> {
      const res = await api(`/v1/employers/chat/${chatId}/free-messages`, {
        token,
        body: { chat_id: chatId, body },
      });
      expect(res.status).toBe(201);
      return res.body;
    },
    /** The chat's thread (reading it marks the candidate's messages read). */
    async thread(chatId: number): Promise<Message[]> {
      const res = await api(`/v1/employers/chat/${chatId}/messages?per_page=100`, { token });
      expect(res.status).toBe(200);
      return res.body.data;
    },
    close: () => server.close(),
  };
}

type Demo = Awaited<ReturnType<typeof startDemo>>;

const STATEMENTS = Array.from({ length: 12 }, (_, i) => `Noted, thanks (${i + 1}).`);

/**
 * The scripted conversation of {@link sameSeedTranscript}: in one chat, a question, then twelve
 * statements, each followed by the longest reply delay so the chat has nothing pending before
 * the next one.
 * @returns each employer message with the candidate's answer to it (or null), as sent
 */
async function converse(demo: Demo, chatId: number) {
  const transcript: Array<{ sent: string; reply: { body: string; after: number } | null }> = [];
  for (const text of ['Can you start on Monday?', ...STATEMENTS]) {
    const sent = await demo.send(chatId, text);
    demo.advance(MAX);
    const last = (await demo.thread(chatId)).at(-1) as Message;
    transcript.push({
      sent: text,
      reply:
        last.sender === 'candidate'
          ? { body: last.body, after: Date.parse(last.created_at) - Date.parse(sent.created_at) }
          : null,
    });
  }
  return transcript;
}

describe('demo replies (default options)', () => {
  it('a question is answered 20–90 s later; a poll of the inbox alone brings it, unread', async () => {
    const demo = await startDemo(7);
    try {
      const [chat] = demo.chats;
      await demo.thread(chat.id); // read: its seeded unread messages are not counted
      const before = await api('/v1/employers/chats?per_page=100', { token: demo.token });
      const unreadBefore: number = before.body.meta.unread_chats;
      expect(before.body.data.find((c: Chat) => c.id === chat.id).unread_count).toBe(0);

      const sent = await demo.send(chat.id, 'Are you free tomorrow at 9?');
      expect(demo.db.tables.pendingReplies).toEqual([
        expect.objectContaining({ chat_id: chat.id }),
      ]);
      // Not before 20 s.
      demo.advance(MIN - 1);
      const early = await api('/v1/employers/chats?per_page=100', { token: demo.token });
      expect(early.body.data.find((c: Chat) => c.id === chat.id).last_message.id).toBe(sent.id);

      // By 90 s the inbox poll — no request names the chat — shows the reply, unread.
      demo.advance(MAX - MIN + 1);
      const after = await api('/v1/employers/chats?per_page=100', { token: demo.token });
      const row: Chat = after.body.data.find((c: Chat) => c.id === chat.id);
      expect(row.last_message?.sender).toBe('candidate');
      expect(row.unread_count).toBe(1);
      expect(after.body.meta.unread_chats).toBe(unreadBefore + 1);
      // Latest activity first: the chat leads the inbox.
      expect(after.body.data[0].id).toBe(chat.id);
      const delay = Date.parse(row.last_message?.created_at ?? '') - Date.parse(sent.created_at);
      expect(delay).toBeGreaterThanOrEqual(MIN);
      expect(delay).toBeLessThanOrEqual(MAX);
      // The candidate has read the employer's message.
      const thread = await demo.thread(chat.id);
      expect(thread.find((m) => m.id === sent.id)?.read_at).toBe(row.last_message?.created_at);
      expect(demo.db.tables.pendingReplies).toEqual([]);
    } finally {
      demo.close();
    }
  });

  it('answers every question, some statements, each 20–90 s later', async () => {
    const demo = await startDemo(7);
    try {
      const transcript = await converse(demo, demo.chats[0].id);
      const [question, ...statements] = transcript;
      expect(question.reply).not.toBeNull();
      const answered = statements.filter((t) => t.reply !== null).length;
      // Some, not all, not none (one in three on average).
      expect(answered).toBeGreaterThan(0);
      expect(answered).toBeLessThan(statements.length);
      for (const { reply } of transcript) {
        if (!reply) continue;
        expect(reply.after).toBeGreaterThanOrEqual(MIN);
        expect(reply.after).toBeLessThanOrEqual(MAX);
      }
    } finally {
      demo.close();
    }
  });

  it('a candidate whose answer is on its way answers once for several messages', async () => {
    const demo = await startDemo(7);
    try {
      const chatId = demo.chats[0].id;
      const first = await demo.send(chatId, 'Can you start on Monday?');
      demo.advance(5_000);
      const second = await demo.send(chatId, 'And could you bring your certifications?');
      expect(demo.db.tables.pendingReplies.filter((r) => r.chat_id === chatId)).toHaveLength(1);
      demo.advance(MAX);
      const thread = await demo.thread(chatId);
      const replies = thread.filter((m) => m.id > first.id && m.sender === 'candidate');
      expect(replies).toHaveLength(1);
      // The one reply answers both: both are read, and it comes after both.
      expect(thread.find((m) => m.id === second.id)?.read_at).not.toBeNull();
      expect(thread.find((m) => m.id === first.id)?.read_at).not.toBeNull();
      expect(thread.at(-1)?.id).toBe(replies[0].id);
    } finally {
      demo.close();
    }
  });

  it('the same seed gives the same replies; another seed, others', async () => {
    const run = async (seed: number) => {
      const demo = await startDemo(seed);
      try {
        return await converse(demo, demo.chats[0].id);
      } finally {
        demo.close();
      }
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
  });
});

describe('explicit reply options', () => {
  it("`replyDelayMs: 0` with `replyTo: 'every'`: every message answered at once", async () => {
    const demo = await startDemo(7, { replyDelayMs: 0, replyTo: 'every' });
    try {
      const chatId = demo.chats[0].id;
      for (const text of STATEMENTS.slice(0, 3)) {
        const sent = await demo.send(chatId, text);
        const last = (await demo.thread(chatId)).at(-1) as Message;
        expect(last.sender).toBe('candidate');
        expect(last.created_at).toBe(sent.created_at);
      }
    } finally {
      demo.close();
    }
  });

  it('`replyDelayMs: null`: nobody answers, even a question', async () => {
    const demo = await startDemo(7, { replyDelayMs: null });
    try {
      const chatId = demo.chats[0].id;
      await demo.send(chatId, 'Can you start on Monday?');
      demo.advance(10 * MAX);
      expect((await demo.thread(chatId)).at(-1)?.sender).toBe('employer');
      expect(demo.db.tables.pendingReplies).toEqual([]);
    } finally {
      demo.close();
    }
  });
});

describe('asksSomething', () => {
  it('sees a question in English or Spanish', () => {
    expect(asksSomething('Can you start on Monday?')).toBe(true);
    expect(asksSomething('¿Puedes empezar el lunes')).toBe(true);
    expect(asksSomething('See you Friday at 9 AM.')).toBe(false);
  });
});
