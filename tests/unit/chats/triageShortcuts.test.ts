/**
 * Keyboard triage of the chats screen (issue #9 point 6): which key press is which action,
 * never while typing or inside a dialog, and how j / k step through the list.
 */
import {
  isTypingTarget,
  stepChat,
  triageAction,
  TRIAGE_SHORTCUTS,
  type TriageKey,
} from '../../../src/features/chats/triageShortcuts';

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

const press = (key: string, target: EventTarget | null, extra: Partial<TriageKey> = {}) =>
  triageAction({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    ...extra,
  });

describe('triageAction', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['j', 'next'],
    ['k', 'previous'],
    ['r', 'reject'],
    ['z', 'undo'],
    ['h', 'hire'],
    ['u', 'unlock'],
    ['t', 'templates'],
    ['/', 'search'],
    ['?', 'help'],
    ['ArrowDown', 'next'],
    ['ArrowUp', 'previous'],
    ['Enter', 'open'],
  ])('on the page, %s → %s', (key, action) => {
    expect(press(key, document.body)).toBe(action);
  });

  it('ignores other keys and key presses with Ctrl, ⌘ or Alt, or already handled', () => {
    expect(press('x', document.body)).toBeNull();
    expect(press('J', document.body)).toBeNull();
    expect(press('j', document.body, { ctrlKey: true })).toBeNull();
    expect(press('r', document.body, { metaKey: true })).toBeNull();
    expect(press('h', document.body, { altKey: true })).toBeNull();
    expect(press('j', document.body, { defaultPrevented: true })).toBeNull();
  });

  it.each([
    ['<input id="t" />', '#t'],
    ['<textarea id="t"></textarea>', '#t'],
    ['<select id="t"><option>a</option></select>', '#t'],
    ['<div contenteditable="true"><p id="t">x</p></div>', '#t'],
    ['<div role="combobox" id="t" tabindex="0"></div>', '#t'],
  ])('never while typing: %s', (html, selector) => {
    const target = element(html, selector);
    expect(isTypingTarget(target)).toBe(true);
    for (const key of ['j', 'k', 'r', 'h', 'u', 't', '/', '?', 'Enter', 'ArrowDown'])
      expect(press(key, target)).toBeNull();
  });

  it('never inside a dialog (the dialog owns the keys)', () => {
    const target = element('<div role="dialog"><button id="b">Hire</button></div>', '#b');
    expect(press('j', target)).toBeNull();
    expect(press('r', target)).toBeNull();
  });

  it('letters work with focus on a button; Enter is left to the button', () => {
    const target = element('<button id="b">Hire</button>', '#b');
    expect(press('j', target)).toBe('next');
    expect(press('Enter', target)).toBeNull();
  });

  it('arrows move between chats only in the chat list (the thread and the tabs keep them)', () => {
    const row = element(
      '<div data-triage-list><div role="list"><button id="b" data-chat-id="1">Ana</button></div></div>',
      '#b',
    );
    expect(press('ArrowDown', row)).toBe('next');
    expect(press('ArrowUp', row)).toBe('previous');
    const thread = element('<div role="log" tabindex="0" id="l"></div>', '#l');
    expect(press('ArrowDown', thread)).toBeNull();
    const tab = element('<div role="tablist"><button role="tab" id="t">All</button></div>', '#t');
    expect(press('ArrowRight', tab)).toBeNull();
    expect(press('ArrowDown', tab)).toBeNull();
  });

  it('every action has a line in the help dialog', () => {
    const listed = TRIAGE_SHORTCUTS.map((s) => s.action);
    for (const key of ['j', 'k', 'r', 'z', 'h', 'u', 't', '/', '?', 'Enter']) {
      expect(listed).toContain(press(key, document.body));
    }
  });
});

describe('stepChat', () => {
  const ids = [11, 12, 13];
  it('moves one row, and stays at the ends', () => {
    expect(stepChat(ids, 11, 1)).toBe(12);
    expect(stepChat(ids, 12, -1)).toBe(11);
    expect(stepChat(ids, 13, 1)).toBe(13);
    expect(stepChat(ids, 11, -1)).toBe(11);
  });
  it('starts at the first (next) or the last (previous) without a current chat', () => {
    expect(stepChat(ids, undefined, 1)).toBe(11);
    expect(stepChat(ids, undefined, -1)).toBe(13);
    expect(stepChat(ids, 99, 1)).toBe(11);
  });
  it('has nothing to step to in an empty list', () => {
    expect(stepChat([], undefined, 1)).toBeUndefined();
  });
});
