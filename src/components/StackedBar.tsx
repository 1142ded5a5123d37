import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { BadgeStatus } from './Badge';

/** One part of a {@link StackedBar}: a count, its visible label and its colour. */
export interface StackedBarSegment {
  /** Stable key (e.g. the chat status). */
  key: string;
  /** How many; a segment's width is its share of the sum. Zero shows in the legend only. */
  value: number;
  /** Legend text, e.g. "2 pending" (carries the meaning: colour never does alone). */
  label: ReactNode;
  /** Colour, in the Badge palette (`warning`, `info`, `neutral`, `success`, `danger`). */
  tone: BadgeStatus;
}

/** Props of {@link StackedBar}. */
export interface StackedBarProps {
  segments: readonly StackedBarSegment[];
  /** Accessible name of the bar: every value in words, e.g. "Chats: 2 pending, 1 hired". */
  label: string;
  /** Shown after the legend, e.g. an unread badge. */
  extra?: ReactNode;
  /** Hide the legend entries of zero values (compact cards). Default false. */
  hideEmpty?: boolean;
}

const toneColor = (theme: DefaultTheme, tone: BadgeStatus) =>
  tone === 'neutral' ? theme.colors.textMuted : theme.colors[tone];

const StyledBar = styled.div`
  display: flex;
  gap: 2px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

/**
 * A part's share of the bar is its `flex-grow`, set inline (`style`) rather than interpolated:
 * every distinct value would be a class of its own (styled-components warns past 200, as
 * counts across many openings reach).
 */
const StyledPart = styled.span<{ $tone: BadgeStatus }>`
  flex: 0 1 0;
  min-width: 4px;
  background: ${({ theme, $tone }) => toneColor(theme, $tone)};
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledKey = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const StyledSwatch = styled.span<{ $tone: BadgeStatus }>`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: ${({ theme, $tone }) => toneColor(theme, $tone)};
  flex: none;
`;

/**
 * A compact horizontal bar split into coloured parts by value, with a legend that says every
 * value in words (issue #9 point 3: an opening's chats by status). The bar is an image named
 * by `label`; the legend is a list, so screen readers get the numbers either way. Parts use
 * the theme's status colours (3:1 against the surface in both themes).
 */
export function StackedBar({ segments, label, extra, hideEmpty = false }: StackedBarProps) {
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  const legend = hideEmpty ? segments.filter((s) => s.value > 0) : segments;
  return (
    <div>
      <StyledBar role="img" aria-label={label}>
        {total > 0 &&
          segments
            .filter((s) => s.value > 0)
            .map((s) => (
              <StyledPart
                key={s.key}
                $tone={s.tone}
                style={{ flexGrow: s.value }}
                data-segment={s.key}
              />
            ))}
      </StyledBar>
      <StyledLegend>
        {legend.map((s) => (
          <StyledKey key={s.key}>
            <StyledSwatch $tone={s.tone} aria-hidden="true" />
            {s.label}
          </StyledKey>
        ))}
        {extra && <StyledKey>{extra}</StyledKey>}
      </StyledLegend>
    </div>
  );
}
