import { useEffect, useRef, type RefObject } from 'react';

/** A pointer position in CSS px of the viewport (`clientX`, `clientY`). */
interface PointerAt {
  x: number;
  y: number;
}

/**
 * Follows whether the employer is attending to the toast that holds `ref` (issue #30 point 7):
 * `onChange(true)` when the pointer MOVES onto the toast after it appeared, or the keyboard
 * focus enters it (its Undo, its ×, the toast itself by Alt+T); `onChange(false)` when the
 * pointer leaves it and the focus is elsewhere. A pointer that already rested where the toast
 * opened (the one that just pressed Reject) is not attention: the browser may report it with
 * `pointerover` / `pointerenter`, or with a `pointermove` at the same spot when the layout
 * changes under it, and neither counts — only a `pointermove` inside the toast at another
 * position than the previous one the toast saw. The whole toast counts (`.Toastify__toast`,
 * padding, icon and × included), else the element of `ref` itself. Called only on a change;
 * `onChange` may change identity on every render.
 */
export function useToastAttention(
  ref: RefObject<HTMLElement | null>,
  onChange: (attending: boolean) => void,
): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    const own = ref.current;
    if (!own) return;
    const toast = own.closest<HTMLElement>('.Toastify__toast') ?? own;
    /** Where the pointer was at the toast's previous `pointermove`; none before the first. */
    let last: PointerAt | undefined;
    let pointer = false;
    let focus = toast.contains(document.activeElement);
    let attending = false;
    const update = () => {
      const next = pointer || focus;
      if (next === attending) return;
      attending = next;
      callback.current(next);
    };
    const onMove = (event: MouseEvent) => {
      const at = { x: event.clientX, y: event.clientY };
      const moved = last !== undefined && (last.x !== at.x || last.y !== at.y);
      last = at;
      if (moved && !pointer) {
        pointer = true;
        update();
      }
    };
    const onLeave = () => {
      last = undefined;
      if (!pointer) return;
      pointer = false;
      update();
    };
    const onFocusIn = () => {
      focus = true;
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      focus = event.relatedTarget instanceof Node && toast.contains(event.relatedTarget);
      update();
    };
    update();
    toast.addEventListener('pointermove', onMove);
    toast.addEventListener('pointerleave', onLeave);
    toast.addEventListener('pointercancel', onLeave);
    toast.addEventListener('focusin', onFocusIn);
    toast.addEventListener('focusout', onFocusOut);
    return () => {
      toast.removeEventListener('pointermove', onMove);
      toast.removeEventListener('pointerleave', onLeave);
      toast.removeEventListener('pointercancel', onLeave);
      toast.removeEventListener('focusin', onFocusIn);
      toast.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
}
