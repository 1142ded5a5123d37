/**
 * Keyboard triage of the chats screen (issue #9 point 6): which key does what, and when a key
 * press is a shortcut at all. Pure, so that the rules are unit-tested apart from the screen.
 */

/** What a shortcut does on the chats screen. */
export type TriageAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'reject'
  | 'undo'
  | 'hire'
  | 'unlock'
  | 'templates'
  | 'search'
  | 'help';

/** The shortcuts in the order the help dialog lists them: the keys, and what they do. */
export const TRIAGE_SHORTCUTS: readonly { keys: readonly string[]; action: TriageAction }[] = [
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['r'], action: 'reject' },
  { keys: ['z'], action: 'undo' },
  { keys: ['h'], action: 'hire' },
  { keys: ['u'], action: 'unlock' },
  { keys: ['t'], action: 'templates' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
];

const LETTERS: Record<string, TriageAction> = {
  j: 'next',
  k: 'previous',
  r: 'reject',
  z: 'undo',
  h: 'hire',
  u: 'unlock',
  t: 'templates',
  '/': 'search',
  '?': 'help',
};

const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="link"]';

/** `true` while the employer types: an input, a text area, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return true;
  const role = target.getAttribute('role');
  return role !== null && TYPING_ROLES.has(role);
}

/** The key press a shortcut reads (a DOM `KeyboardEvent` fits). */
export interface TriageKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/**
 * Where the triage shortcuts act: the chat list's pane (its filters, tabs and rows) and the
 * open chat's pane (its header, actions and thread) — `data-pane="list"` / `"chat"`.
 */
const TRIAGE_SCOPE = '[data-pane="list"], [data-pane="chat"]';

/**
 * The triage action of a key press, or `null` when it is not a shortcut here (issue #9 point
 * 6; issue #30 point 1):
 * - never while typing in a field ({@link isTypingTarget}), inside a dialog, with Ctrl, ⌘ or
 *   Alt held, or when something else already handled the key (`defaultPrevented`);
 * - `/` (search) and `?` (help) anywhere on the screen, the page itself included;
 * - `j` / `k` there too, with focus anywhere outside a field (the page itself, the page's
 *   heading after a navigation): they only move focus to a row of the list, which is how the
 *   keyboard enters it;
 * - `r`, `z`, `h`, `u`, `t` only with focus in the chat list's pane or the open chat's pane
 *   ({@link TRIAGE_SCOPE}): never on the page itself, where focus lands after it was lost (a
 *   letter typed then was meant for a field, not to reject a candidate);
 * - ↓ / ↑ only in the chat list (elsewhere they scroll the thread or move between tabs);
 * - Enter only in those panes, on something that is not a control (a chat row opens itself).
 */
export function triageAction(event: TriageKey): TriageAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (isTypingTarget(target)) return null;
  if (target?.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return null;
  const action = LETTERS[event.key];
  if (action === 'search' || action === 'help') return action;
  if (!target?.closest(TRIAGE_SCOPE)) {
    return action === 'next' || action === 'previous' ? action : null;
  }
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!target.closest('[data-triage-list]') || target.closest('[role="tablist"]')) return null;
    return event.key === 'ArrowDown' ? 'next' : 'previous';
  }
  if (event.key === 'Enter') return target.closest(INTERACTIVE) ? null : 'open';
  return action ?? null;
}

/**
 * The chat `step` rows away from `currentId` in `ids` (the list as shown), clamped to the
 * ends; from no current chat, `next` starts at the first and `previous` at the last.
 * `undefined` for an empty list.
 */
export function stepChat(
  ids: readonly number[],
  currentId: number | undefined,
  step: 1 | -1,
): number | undefined {
  if (ids.length === 0) return undefined;
  const index = currentId === undefined ? -1 : ids.indexOf(currentId);
  if (index < 0) return step === 1 ? ids[0] : ids[ids.length - 1];
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))];
}
