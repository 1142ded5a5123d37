/**
 * Keyboard-only interaction for play functions (issue #8 point 5: every interactive story
 * completes its task with the keyboard alone, and focus is always visible). Stories reach a
 * control with Tab (never by clicking it), act with Enter, Space, arrows or typed text, and
 * every control Tab lands on is checked for a visible focus indicator.
 *
 * Only stories whose name says they are about the pointer (`…Pointer`, `…Mouse`, `…Click`,
 * `…Backdrop`) may use `userEvent.click` and friends; tests/unit/stories/keyboardOnly.test.ts
 * enforces it.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Most Tab presses {@link tabTo} makes before it gives up (a screen's whole tab order). */
const MAX_TABS = 80;

/** The properties that draw a focus indicator, read on the element and its ancestors. */
const RING_PROPERTIES = [
  'outline-style',
  'outline-width',
  'outline-color',
  'box-shadow',
  'border-color',
  'background-color',
  'text-decoration-line',
] as const;

/**
 * Ancestors that may draw a control's focus indicator: a field's frame, react-select's control
 * (three levels above its input).
 */
const RING_DEPTH = 3;

/** The element and its {@link RING_DEPTH} nearest ancestors. */
function ringHolders(element: Element): Element[] {
  const holders = [element];
  let parent = element.parentElement;
  while (parent && holders.length <= RING_DEPTH) {
    holders.push(parent);
    parent = parent.parentElement;
  }
  return holders;
}

/**
 * What the focus indicator of `element` looks like now: the styles of {@link ringHolders}, and
 * of the element's `::before` and `::after` (a ring drawn over a row's content).
 */
function ringStyle(element: Element): string {
  const read = (style: CSSStyleDeclaration) =>
    RING_PROPERTIES.map((name) => style.getPropertyValue(name)).join('|');
  const window = element.ownerDocument.defaultView ?? globalThis;
  return [
    ...ringHolders(element).map((holder) => read(window.getComputedStyle(holder))),
    read(window.getComputedStyle(element, '::before')),
    read(window.getComputedStyle(element, '::after')),
  ].join(' / ');
}

/**
 * Asserts that focus on `element` is visible: it matches `:focus-visible` and its styles, or
 * those of one of its {@link RING_DEPTH} nearest ancestors, differ from `unfocused` — the
 * {@link ringStyle} read before it had focus.
 */
async function expectFocusVisible(element: Element, unfocused: string): Promise<void> {
  await expect(element).toHaveFocus();
  if (!element.matches(':focus-visible')) {
    throw new Error(`focus on ${label(element)} does not match :focus-visible`);
  }
  if (ringStyle(element) === unfocused) {
    throw new Error(
      `focus on ${label(element)} is not visible: neither it nor its ${RING_DEPTH} nearest ancestors (nor its ::before or ::after) change their outline, shadow, border or background when it gets focus`,
    );
  }
}

function label(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.tagName.toLowerCase()}> "${name}"`;
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user
 * would, checking at each stop that focus is visible; fails when `target` is not reached
 * within {@link MAX_TABS} presses (not in the tab order).
 */
export async function tabTo(target: Element, { backwards = false } = {}): Promise<void> {
  const document = target.ownerDocument;
  for (let presses = 0; presses <= MAX_TABS; presses += 1) {
    if (document.activeElement === target) return;
    const next = peekNextFocus(document, backwards);
    const unfocused = next ? ringStyle(next) : '';
    await userEvent.tab({ shift: backwards });
    const active = document.activeElement;
    if (active && active !== document.body && active === next) {
      await expectFocusVisible(active, unfocused);
    }
  }
  throw new Error(`${label(target)} was not reached with Tab in ${MAX_TABS} presses`);
}

/** The element Tab would move focus to (user-event's own tab order), or null. */
function peekNextFocus(document: Document, backwards: boolean): Element | null {
  const tabbable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]',
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      element.getClientRects().length > 0,
  );
  if (tabbable.length === 0) return null;
  const index = tabbable.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return backwards ? tabbable[tabbable.length - 1] : tabbable[0];
  return tabbable[(index + (backwards ? -1 : 1) + tabbable.length) % tabbable.length];
}

/**
 * Reaches `target` with Tab and presses `key` on it: Enter by default (buttons, links), `' '`
 * (Space) for checkboxes, radios and switches. `key` uses user-event's keyboard syntax.
 */
export async function press(target: Element, key = '{Enter}'): Promise<void> {
  await tabTo(target);
  await userEvent.keyboard(key === ' ' ? ' ' : key);
}

/**
 * Reaches the field `target` with Tab and types `text` into it (user-event keyboard syntax:
 * `{Enter}`, `{Backspace}`…; a literal `{` or `[` is written twice). With `replace`, what the
 * field holds is selected and deleted first (Ctrl+A, Backspace).
 */
export async function typeInto(
  target: Element,
  text: string,
  { replace = false } = {},
): Promise<void> {
  await tabTo(target);
  if (replace) await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

/** The option react-select shows as focused (keyboard highlight), or null. */
function highlightedOption(document: Document): Element | null {
  return document.querySelector('[class*="option--is-focused"]');
}

/**
 * With focus in a select's combobox and its menu open, moves the highlight with ArrowDown to
 * `option` — its accessible name, or its position among the options shown — and presses Enter.
 * The option is looked up again at every step, so options re-rendered by an async search are
 * still found.
 */
export async function pickOption(
  document: Document,
  option: string | RegExp | number,
): Promise<void> {
  const body = within(document.body);
  await body.findAllByRole('option', {}, { timeout: 5000 });
  const isTarget = (element: Element | null) => {
    if (!element) return false;
    if (typeof option === 'number') return body.queryAllByRole('option')[option] === element;
    const text = element.textContent ?? '';
    return typeof option === 'string' ? text === option : option.test(text);
  };
  for (let moves = 0; !isTarget(highlightedOption(document)); moves += 1) {
    if (moves > 100) throw new Error(`option ${String(option)} never got the highlight`);
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}

/**
 * Picks an option of a select (react-select, src/components/Select and MultiSelect) with the
 * keyboard: Tab to the combobox, type `search` (or ArrowDown to open the menu without one;
 * `replace` clears what was typed before), then {@link pickOption}.
 */
export async function chooseOption(
  combobox: HTMLElement,
  option: string | RegExp | number,
  { search, replace = false }: { search?: string; replace?: boolean } = {},
): Promise<void> {
  await typeInto(combobox, search ?? '', { replace });
  if (!search) await userEvent.keyboard('{ArrowDown}');
  await pickOption(combobox.ownerDocument, option);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Picks `day` (`YYYY-MM-DD`, shown in the open calendar `calendar`, react-day-picker) with the
 * keyboard: Tab to the calendar's focusable day, arrow keys to `day` (Left/Right a day, Up/Down
 * a week), Enter. Waits for the calendar's days first: a range field's calendar arrives a
 * moment after the popover opens (its own chunk, issue #20 point 6).
 */
export async function chooseDay(calendar: HTMLElement, day: string): Promise<void> {
  const start = await waitFor(() => {
    const focusable = calendar.querySelector<HTMLElement>('[role="gridcell"] button[tabindex="0"]');
    if (!focusable) throw new Error('the calendar has no focusable day');
    return focusable;
  });
  await tabTo(start);
  const focusedDay = () =>
    calendar.ownerDocument.activeElement?.closest('[data-day]')?.getAttribute('data-day');
  for (let moves = 0; focusedDay() !== day; moves += 1) {
    const from = focusedDay();
    if (!from || moves > 60) throw new Error(`day ${day} was not reached with the arrow keys`);
    const days = Math.round((Date.parse(day) - Date.parse(from)) / DAY_MS);
    const key =
      days >= 7
        ? '{ArrowDown}'
        : days <= -7
          ? '{ArrowUp}'
          : days > 0
            ? '{ArrowRight}'
            : '{ArrowLeft}';
    await userEvent.keyboard(key);
  }
  await userEvent.keyboard('{Enter}');
}
