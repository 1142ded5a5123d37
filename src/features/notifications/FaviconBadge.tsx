import { useEffect } from 'react';
import { selectUnreadChats } from '../../api/chatCounts';
import { useAppSelector } from '../../store/hooks';
import { badgedFaviconHref, faviconBadgeLabel } from './faviconBadge';

/** The page's `<link rel="icon">` (index.html), or `null`. */
function iconLink(): HTMLLinkElement | null {
  return globalThis.document?.querySelector<HTMLLinkElement>('link[rel~="icon"]') ?? null;
}

/**
 * Draws the unread count on the favicon (issue #21 point 3): while `count` > 0 the
 * `<link rel="icon">` shows the app's icon with a badge (`1`…`9`, `9+`; `badgedFaviconHref`),
 * at 0 the original icon is back, and so on unmount (logout). Redraws only when the badge's
 * label changes. Without an icon link it does nothing.
 */
export function useFaviconBadge(count: number): void {
  const label = faviconBadgeLabel(count);
  useEffect(() => {
    const link = iconLink();
    const original = link?.getAttribute('href');
    if (!link || !original || label === null) return;
    link.setAttribute('href', badgedFaviconHref(original, label));
    return () => link.setAttribute('href', original);
  }, [label]);
}

/**
 * {@link useFaviconBadge} over the employer's unread chats (`selectUnreadChats`), as a component
 * that renders nothing; mounted in the signed-in dashboard layout beside `ReplyNotifier`.
 */
export function FaviconBadge() {
  useFaviconBadge(useAppSelector(selectUnreadChats));
  return null;
}
