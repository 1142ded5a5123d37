import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** The badge's sizes, in px: its height (and least width) and its side padding. */
const SIZES = {
  md: { height: 20, padding: 6 },
  sm: { height: 18, padding: 5 },
} as const;

/** The sizes of {@link CountBadge}. */
type CountBadgeSize = keyof typeof SIZES;

const StyledCountBadge = styled.span<{ $size: CountBadgeSize }>`
  display: inline-block;
  min-width: ${({ $size }) => SIZES[$size].height}px;
  height: ${({ $size }) => SIZES[$size].height}px;
  padding: 0 ${({ $size }) => SIZES[$size].padding}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ $size }) => SIZES[$size].height}px;
  text-align: center;
`;

/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  /** The number shown (e.g. unread chats). The caller decides whether a 0 is shown at all. */
  count: number;
  /**
   * What the number means, said by screen readers in its place (e.g. "3 unread messages",
   * already translated). Without it the badge is hidden from them (`aria-hidden`): the control
   * it sits on must say the count in its own name.
   */
  label?: ReactNode;
  /** Id of the element holding `label` (e.g. for the row's `aria-describedby`). */
  labelId?: string;
  /** `md` (default): 20 px high, beside text; `sm`: 18 px, over the corner of an icon button. */
  size?: CountBadgeSize;
  /** Placement by the caller (`styled(CountBadge)`: margin, alignment, position). */
  className?: string;
}

/**
 * A count in a filled pill in the primary colour (issue #21 points 1–2): the unread badge of
 * the navigation's "Inbox" and of the phone's menu button, a chat row's unread messages. The
 * digits are hidden from screen readers; `label` is said instead (after a space, so that it
 * never runs into the text before it in a link's name). Colours from the theme (light/dark).
 */
export function CountBadge({ count, label, labelId, size = 'md', className }: CountBadgeProps) {
  if (label === undefined) {
    return (
      <StyledCountBadge $size={size} className={className} aria-hidden="true">
        {count}
      </StyledCountBadge>
    );
  }
  return (
    <StyledCountBadge $size={size} className={className}>
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden id={labelId}> {label}</VisuallyHidden>
    </StyledCountBadge>
  );
}
