/**
 * The demo inbox's store (demo mode only; issue #6 "the demo makes the verification code and
 * the password-reset link reachable the way a person would find them"). The simulated API
 * "sends" e-mails by calling {@link receiveDemoEmail} (wired in src/main.tsx, which imports
 * this module only in demo mode); the {@link DemoInbox} panel lists them. Kept in
 * localStorage so a reload keeps the inbox, newest first, at most 20.
 */

/** A demo e-mail (the simulated API's DemoEmail, as far as the inbox needs it). */
export interface DemoInboxEmail {
  to: string;
  subject: string;
  text: string;
  /** `verification` carries the 6-digit code, `passwordReset` the reset token. */
  kind?: 'verification' | 'passwordReset';
  /** The code or the reset token. */
  secret?: string;
  /** When it was sent (ISO 8601); the time of arrival when absent. */
  sent_at?: string;
}

/** localStorage key of the inbox. */
const DEMO_INBOX_KEY = 'hireline-demo-inbox';
const LIMIT = 20;

type Listener = () => void;
const listeners = new Set<Listener>();
let emails: DemoInboxEmail[] = read();
let unread = 0;

function read(): DemoInboxEmail[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(DEMO_INBOX_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as DemoInboxEmail[]) : [];
  } catch {
    return [];
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** Adds an e-mail to the inbox (newest first) and counts it as unread. */
export function receiveDemoEmail(email: DemoInboxEmail): void {
  const stamped = { ...email, sent_at: email.sent_at ?? new Date().toISOString() };
  emails = [stamped, ...emails].slice(0, LIMIT);
  unread += 1;
  try {
    localStorage.setItem(DEMO_INBOX_KEY, JSON.stringify(emails));
  } catch {
    /* a full storage only loses the inbox's persistence */
  }
  emit();
}

/** Marks every e-mail as read (the panel was opened). */
export function markDemoInboxRead(): void {
  if (unread === 0) return;
  unread = 0;
  emit();
}

/** Subscribes to inbox changes (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribeDemoInbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The e-mails, newest first (a stable array between changes). */
export function demoInboxEmails(): DemoInboxEmail[] {
  return emails;
}

/** How many arrived since the panel was last opened. */
export function demoInboxUnread(): number {
  return unread;
}

/** Empties the inbox and its storage (stories and tests start from nothing). */
export function resetDemoInbox(): void {
  emails = [];
  unread = 0;
  try {
    localStorage.removeItem(DEMO_INBOX_KEY);
  } catch {
    /* nothing stored */
  }
  emit();
}
