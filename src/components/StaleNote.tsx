import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import { Icon } from './Icon';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  staleNote: {
    id: 'common.stale.note',
    defaultMessage: "Couldn't refresh. Retrying…",
    description:
      'Quiet note over data that stays on screen when its refresh failed; polling retries by itself.',
  },
  lastVisit: {
    id: 'common.stale.lastVisit',
    defaultMessage: 'Saved from your last visit. Refreshing…',
    description:
      'Quiet note over data shown from the copy kept on this device while the app asks for the current data (a returning visit, or offline).',
  },
  staleRetryNow: {
    id: 'common.stale.retryNow',
    defaultMessage: 'Retry now',
    description: 'Button beside the "couldn\'t refresh" note: asks for the data again at once.',
  },
});

const StyledNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledText = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  min-width: 0;
`;

export interface StaleNoteProps {
  /** The note; default the translated "Couldn't refresh. Retrying…" (`common.stale.note`). */
  children?: ReactNode;
  /**
   * The data is the device's copy of the last visit (issue #31 point 2; `useQueryStatus`'s
   * `lastVisit`): the default note is "Saved from your last visit. Refreshing…"
   * (`common.stale.lastVisit`).
   */
  lastVisit?: boolean;
  /** Asks again at once: shows a "Retry now" button (`common.stale.retryNow`) after the note. */
  onRetry?: () => void;
  /** A retry is under way: the button shows its spinner and cannot be pressed twice. */
  retrying?: boolean;
  className?: string;
}

/**
 * The quiet note over data kept on screen after its refresh failed (issue #18 point 5;
 * DESIGN.md "When the network fails": cached data stays, with a "couldn't refresh" note,
 * rather than being replaced by an error). Small muted text after an info icon, announced
 * politely (`role="status"`), optionally followed by a small ghost "Retry now" button (44 × 44
 * on phones and touch screens). Put it just above the data it is about; the screen removes it
 * once a refresh succeeds.
 */
export function StaleNote({
  children,
  lastVisit = false,
  onRetry,
  retrying = false,
  className,
}: StaleNoteProps) {
  return (
    <StyledNote className={className}>
      <StyledText role="status" aria-live="polite">
        <Icon name="info" size={16} />
        <span>
          {children ?? (
            <FormattedMessage {...(lastVisit ? messages.lastVisit : messages.staleNote)} />
          )}
        </span>
      </StyledText>
      {onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry} loading={retrying}>
          <FormattedMessage {...messages.staleRetryNow} />
        </Button>
      )}
    </StyledNote>
  );
}
