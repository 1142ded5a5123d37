/** One entry of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page entries to show for `currentPage` of `lastPage` (1-based): always the first and
 * last page, `siblings` pages on each side of the current one, and an ellipsis where
 * pages are skipped. A gap of exactly one page shows that page instead of an ellipsis,
 * so the bar keeps a constant length of `2 * siblings + 5` once `lastPage` is large enough.
 */
export function getPaginationItems(
  currentPage: number,
  lastPage: number,
  siblings = 1,
): PaginationItem[] {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), last);
  const totalSlots = 2 * siblings + 5;
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (last <= totalSlots) return range(1, last);

  const leftSibling = Math.max(current - siblings, 1);
  const rightSibling = Math.min(current + siblings, last);
  const showLeftGap = leftSibling > 3;
  const showRightGap = rightSibling < last - 2;

  if (!showLeftGap && showRightGap) {
    return [...range(1, 3 + 2 * siblings), 'ellipsis-end', last];
  }
  if (showLeftGap && !showRightGap) {
    return [1, 'ellipsis-start', ...range(last - (2 + 2 * siblings), last)];
  }
  return [1, 'ellipsis-start', ...range(leftSibling, rightSibling), 'ellipsis-end', last];
}
