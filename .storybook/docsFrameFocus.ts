/**
 * Docs pages open at the top and leave the focus to the reader (issue #32 point 2).
 *
 * - On a docs page itself, stories render inline: one that opens with focus inside it (a date
 *   field's open calendar, a dialog) would take the page's focus and scroll the page to it, so
 *   the page opened scrolled down with focus in a calendar. There a story may move focus only
 *   once the reader has used the page (a pointer press or a key since the page was shown), and
 *   never scrolls the page by it.
 * - A story shown in its own frame inside a docs page (`<Story inline={false}>`: the journey
 *   pages, the dialogs' docs, phone and tablet stories at their width): its play function moves
 *   focus, which would put the docs page's focus in that frame (the hiring journey opened with
 *   focus in its first step) and scroll the page to it while the designer reads another step.
 *   There too a story moves focus only once the reader has used the frame, and never scrolls the
 *   page by it.
 * The reader's use is a trusted event (`isTrusted`): a play function's own clicks and keys
 * (testing-library's, dispatched by script) are not the reader's.
 *
 * The canvas and the test-runner (a story's own page) keep the browser's behaviour.
 */

/**
 * True while Storybook's preview in `doc` shows (or prepares) a docs page: its docs root shown
 * and its story root hidden (a story's canvas is the other way round), or the body saying it
 * prepares one.
 */
function showsDocs(doc: Document): boolean {
  if (doc.body?.classList.contains('sb-show-preparing-docs')) return true;
  const docsRoot = doc.getElementById('storybook-docs');
  const storyRoot = doc.getElementById('storybook-root');
  return !!docsRoot && !docsRoot.hasAttribute('hidden') && !!storyRoot?.hasAttribute('hidden');
}

/** True when this window is a frame inside a docs page of the same Storybook. */
function inDocsFrame(): boolean {
  try {
    return window.parent !== window && showsDocs(window.parent.document);
  } catch {
    // Another origin around the frame: not one of our docs pages.
    return false;
  }
}

/** Installs the focus rules above (once, from preview.tsx). */
export function keepDocsPageStill(): void {
  const framed = inDocsFrame();
  // Whether the reader pressed a key or a pointer since the current docs page was shown.
  let readerActed = false;
  const acted = (event: Event) => {
    if (event.isTrusted) readerActed = true;
  };
  window.addEventListener('pointerdown', acted, { capture: true });
  window.addEventListener('keydown', acted, { capture: true });
  let wasDocs = false;
  const followMode = () => {
    const docs = showsDocs(document);
    if (docs && !wasDocs) readerActed = false;
    wasDocs = docs;
  };
  const observer = new MutationObserver(followMode);
  if (document.body)
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  for (const id of ['storybook-docs', 'storybook-root']) {
    const root = document.getElementById(id);
    if (root) observer.observe(root, { attributes: true, attributeFilter: ['hidden'] });
  }

  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusOnDocsPages(options?: FocusOptions) {
    if (framed) {
      if (readerActed) focus.call(this, { preventScroll: true, ...options });
      return;
    }
    if (!showsDocs(document)) {
      focus.call(this, options);
      return;
    }
    // A docs page: the reader's focus is not taken before they use the page.
    if (!readerActed) return;
    focus.call(this, { preventScroll: true, ...options });
  };
}
