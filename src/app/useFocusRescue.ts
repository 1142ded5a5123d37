import { useEffect } from 'react';

/** Focusable controls, for a rescue target in view. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whole in the window and clear of the sticky bar (`--sticky-header-height`). */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const bar = parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--sticky-header-height') || '0',
  );
  return box.top >= bar && box.bottom <= window.innerHeight && box.left >= 0;
}

/** Makes `element` focusable by script (`tabindex="-1"`) when it is not already. */
function focusable(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('tabindex') && !element.matches(FOCUSABLE)) {
    element.setAttribute('tabindex', '-1');
  }
  return element;
}

/**
 * Where focus goes when the focused control was removed from the page: inside the open
 * dialog that held it, the dialog (its heading, else itself); else, of the page's main heading
 * and the main region's controls, the first whole in view — so that nothing scrolls (a list
 * or a page scrolled where the employer left it stays there) — else the first of them, else
 * `<main>`. `null` when
 * there is none.
 */
function rescueTarget(lost: readonly Element[]): HTMLElement | null {
  const dialog =
    lost.find(
      (ancestor) =>
        ancestor.isConnected && ancestor.matches('[role="dialog"], [role="alertdialog"]'),
    ) ??
    document.querySelector(
      '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
    );
  if (dialog instanceof HTMLElement) {
    return focusable(dialog.querySelector<HTMLElement>('h1, h2') ?? dialog);
  }
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return null;
  const candidates = [
    main.querySelector<HTMLElement>('h1'),
    ...main.querySelectorAll<HTMLElement>(FOCUSABLE),
  ].filter((element): element is HTMLElement => element !== null);
  const shown = candidates.find(inView) ?? candidates[0];
  return shown ? focusable(shown) : main;
}

/**
 * The safety net of issue #30 point 2, "focus never falls to the page body": when the focused
 * control is removed (a dismissed hint, a toast's Undo, a step's button replaced by the next
 * step) and nothing else has taken the focus by the next task, focus moves to the dialog that
 * held it or to the page's main heading or first control in view ({@link rescueTarget}) —
 * where a keyboard and a screen reader can go on — without scrolling. A focus left on
 * purpose (a click on the page's blank space) stays: only a removed control's focus is
 * rescued. Screens still move focus to what an action produced themselves; this catches what
 * they do not.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof Element) || event.relatedTarget) return;
      const ancestors: Element[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) ancestors.push(node);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (element.isConnected || (active && active !== document.body)) return;
        rescueTarget(ancestors)?.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      document.removeEventListener('focusout', onFocusOut, true);
      clearTimeout(timer);
    };
  }, []);
}
