import { FaviconBadge } from './FaviconBadge';
import { ReplyNotifier } from './ReplyNotifier';

/**
 * What tells a signed-in employer about candidate replies outside the page (issue #21 point
 * 3): the browser notifications of new replies ({@link ReplyNotifier}) and the unread count on
 * the favicon ({@link FaviconBadge}). Renders nothing; the dashboard layout mounts it once,
 * lazily (its own chunk), while the employer is authenticated.
 */
export function ReplyAlerts() {
  return (
    <>
      <ReplyNotifier />
      <FaviconBadge />
    </>
  );
}
