import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useToastAttention } from './useToastAttention';

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const StyledSummary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDetail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The detail line of a notification: the list joined with ", " (SPEC §8). */
export function toastDetail(detail: string | readonly string[] | undefined): string {
  if (detail === undefined) return '';
  return typeof detail === 'string' ? detail : detail.filter(Boolean).join(', ');
}

export interface ToastContentProps {
  /** First line, e.g. the error body's `message` ("Ups!" by default) or "Candidate rejected". */
  summary: string;
  /** Second line: a string, or the error body's `errors`, joined with ", " (SPEC §8). */
  detail?: string | readonly string[];
  /** One button under the text, e.g. "Undo" (issue #9 point 5). */
  action?: { label: string; onAction: () => void };
  /**
   * Called with `true` when the employer turns to the toast — the pointer moved onto it after
   * it appeared (not one resting where it opened), or the keyboard focus is in it — and with
   * `false` when they turn away (issue #30 point 7): what pauses its countdown.
   */
  onAttentionChange?: (attending: boolean) => void;
}

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space.xs}px;
`;

/**
 * Body of a notification toast: summary in bold and an optional detail line (SPEC §8:
 * "summary is message; detail is errors joined with ', '"; SPEC §4 reject/hire notices), and
 * an optional action button (the Undo of a rejection, issue #9 point 5). Reports the
 * employer's attention to the whole toast it is in (`onAttentionChange`, issue #30 point 7).
 */
export function ToastContent({ summary, detail, action, onAttentionChange }: ToastContentProps) {
  const detailText = toastDetail(detail);
  const ref = useRef<HTMLDivElement>(null);
  useToastAttention(ref, (attending) => onAttentionChange?.(attending));
  return (
    <StyledContent ref={ref}>
      <StyledSummary>{summary}</StyledSummary>
      {detailText && <StyledDetail>{detailText}</StyledDetail>}
      {action && (
        <StyledAction>
          <Button size="sm" variant="secondary" onClick={action.onAction}>
            {action.label}
          </Button>
        </StyledAction>
      )}
    </StyledContent>
  );
}
