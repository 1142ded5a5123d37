/**
 * Which controls an overlay covers (issue #30 point 7: toasts covered a dialog's ×, the
 * header's buttons, a phone dialog's footer and the chat header's actions). For play functions.
 */

/** What counts as a control: what a pointer or the keyboard acts on. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="combobox"]';

/** `a` ∩ `b`, or `null` when they do not meet (touching edges do not meet). */
function intersect(a: DOMRect, b: DOMRect): DOMRect | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.right, b.right);
  const bottom = Math.min(a.bottom, b.bottom);
  return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : null;
}

/**
 * The part of `element` that shows on the screen: its box within the viewport and within every
 * ancestor that clips it (overflow other than `visible`); `null` when none shows or it is not
 * rendered visibly (`checkVisibility`: `display: none`, `visibility: hidden`).
 */
function shownRect(element: Element): DOMRect | null {
  if (!element.checkVisibility({ visibilityProperty: true })) return null;
  const view = element.ownerDocument.documentElement;
  let rect: DOMRect | null = intersect(
    element.getBoundingClientRect(),
    new DOMRect(0, 0, view.clientWidth, view.clientHeight),
  );
  for (let parent = element.parentElement; parent && rect; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
      rect = intersect(rect, parent.getBoundingClientRect());
  }
  return rect;
}

/**
 * The controls inside `scope` that show on the screen under `overlay` (a toast): each one's
 * shown part (clipped by the viewport and its scrolling ancestors) meets the overlay's box.
 * Controls inside the overlay itself are not counted. Returns them named for a message.
 */
export function controlsUnder(overlay: Element, scope: ParentNode): string[] {
  const box = overlay.getBoundingClientRect();
  return [...scope.querySelectorAll(CONTROLS)]
    .filter((control) => !overlay.contains(control))
    .filter((control) => {
      const shown = shownRect(control);
      return shown !== null && intersect(shown, box) !== null;
    })
    .map(
      (control) =>
        `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
    );
}
