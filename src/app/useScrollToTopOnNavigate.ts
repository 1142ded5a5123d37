import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every page opens at its top (issue #19 point 2: "no page opens pre-scrolled"): when a link
 * or a redirect (a PUSH or REPLACE navigation) changes the pathname, the window scrolls to
 * 0, 0 — without it the browser keeps the previous page's scroll (the chats page opened 217 px
 * down after the job openings list). Query-string changes on the same page (filters, the open
 * chat) keep the scroll, and back/forward (POP) is left to the browser's own restoration.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}
