/**
 * A story shown in its own frame inside a docs page (the journey pages, `<Story
 * inline={false}>`): its keyboard play function moves focus, and every focus() would scroll the
 * docs page to that frame while the designer reads another step. Inside such a frame focus
 * defaults to `preventScroll`. The canvas, the test-runner and inline docs stories are not
 * frames inside a docs page and keep the browser's behaviour.
 */
export function keepDocsPageStill(): void {
  let inDocsPage = false;
  try {
    inDocsPage =
      window.parent !== window &&
      new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs';
  } catch {
    // Another origin around the frame: not one of our docs pages.
  }
  if (!inDocsPage) return;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScrolling(options?: FocusOptions) {
    focus.call(this, { preventScroll: true, ...options });
  };
}
