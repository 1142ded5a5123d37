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

  /** A focused row of the chat list, in the list's pane. */
  const listRow = () =>
    element(
      '<section data-pane="list"><div data-triage-list><div role="list"><div id="r" tabindex="0" data-chat-id="1">Ana</div></div></div></section>',
      '#r',
    );
  /** The open chat's thread, in the chat's pane. */
  const thread = () =>
    element('<section data-pane="chat"><div role="log" tabindex="0" id="l"></div></section>', '#l');

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
  ])('in the chat list, %s → %s', (key, action) => {
    expect(press(key, listRow())).toBe(action);
  });

  it.each([
    ['j', 'next'],
    ['r', 'reject'],
    ['h', 'hire'],
    ['u', 'unlock'],
    ['Enter', 'open'],
  ])('in the open chat’s thread, %s → %s', (key, action) => {
    expect(press(key, thread())).toBe(action);
  });

  it('on the page itself (focus lost), a letter never rejects, hires, unlocks or opens', () => {
    for (const key of ['r', 'z', 'h', 'u', 't', 'Enter', 'ArrowDown', 'ArrowUp']) {
      expect(press(key, document.body)).toBeNull();
      expect(press(key, null)).toBeNull();
    }
    // What only moves focus into the list, or helps, still works there.
    expect(press('j', document.body)).toBe('next');
    expect(press('k', document.body)).toBe('previous');
    expect(press('/', document.body)).toBe('search');
    expect(press('?', document.body)).toBe('help');
    // Nor anywhere else outside the two panes (the page header, the opening's header).
    const header = element('<header><button id="b">Inbox</button></header>', '#b');
    expect(press('r', header)).toBeNull();
    expect(press('?', header)).toBe('help');
    // j / k only move focus into the list: from the page's heading too.
    const heading = element('<main><h1 id="h" tabindex="-1">Inbox</h1></main>', '#h');
    expect(press('j', heading)).toBe('next');
    expect(press('h', heading)).toBeNull();
  });

  it('ignores other keys and key presses with Ctrl, ⌘ or Alt, or already handled', () => {
    expect(press('x', listRow())).toBeNull();
    expect(press('J', listRow())).toBeNull();
    expect(press('j', listRow(), { ctrlKey: true })).toBeNull();
    expect(press('r', listRow(), { metaKey: true })).toBeNull();
    expect(press('h', listRow(), { altKey: true })).toBeNull();
    expect(press('j', listRow(), { defaultPrevented: true })).toBeNull();
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
    const target = element(
      '<section data-pane="chat"><div role="dialog"><button id="b">Hire</button></div></section>',
      '#b',
    );
    expect(press('j', target)).toBeNull();
    expect(press('r', target)).toBeNull();
  });

  it('letters work with focus on a button of a pane; Enter is left to the button', () => {
    const target = element(
      '<section data-pane="chat"><button id="b">Hire</button></section>',
      '#b',
    );
    expect(press('j', target)).toBe('next');
    expect(press('Enter', target)).toBeNull();
  });

  it('arrows move between chats only in the chat list (the thread and the tabs keep them)', () => {
    const row = element(
      '<section data-pane="list"><div data-triage-list><div role="list"><button id="b" data-chat-id="1">Ana</button></div></div></section>',
      '#b',
    );
    expect(press('ArrowDown', row)).toBe('next');
    expect(press('ArrowUp', row)).toBe('previous');
    expect(press('ArrowDown', thread())).toBeNull();
    const tab = element(
      '<section data-pane="list"><div role="tablist"><button role="tab" id="t">All</button></div></section>',
      '#t',
    );
    expect(press('ArrowRight', tab)).toBeNull();
    expect(press('ArrowDown', tab)).toBeNull();
  });

  it('every action has a line in the help dialog', () => {
    const listed = TRIAGE_SHORTCUTS.map((s) => s.action);
    for (const key of ['j', 'k', 'r', 'z', 'h', 'u', 't', '/', '?', 'Enter']) {
      expect(listed).toContain(press(key, listRow()));
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
