import { useEffect } from 'react';

/**
 * Where focus goes when the focused control was removed from the page: inside the open
 * dialog that held it, the dialog (its heading, else itself); else the page's main heading
 * (made focusable with `tabindex="-1"`), else `<main>`. `null` when there is none.
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
    const heading = dialog.querySelector<HTMLElement>('h1, h2');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      return heading;
    }
    if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
    return dialog;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.querySelector<HTMLElement>('main');
}

/**
 * The safety net of issue #30 point 2, "focus never falls to the page body": when the focused
 * control is removed (a dismissed hint, a toast's Undo, a step's button replaced by the next
 * step) and nothing else has taken the focus by the next task, focus moves to the dialog that
 * held it or to the page's main heading ({@link rescueTarget}) — where a keyboard and a screen
 * reader can go on, scrolled clear of the sticky bar (scroll-padding). A focus left on
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
        rescueTarget(ancestors)?.focus();
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      document.removeEventListener('focusout', onFocusOut, true);
      clearTimeout(timer);
    };
  }, []);
}
