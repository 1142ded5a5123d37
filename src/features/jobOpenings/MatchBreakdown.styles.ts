/** Styles of the match breakdown (MatchBreakdown): meter, skill lists and pills, facts. */
import styled, { css } from 'styled-components';

export const StyledRoot = styled.span<{ $compact: boolean }>`
  display: flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  flex-wrap: ${({ $compact }) => ($compact ? 'wrap' : 'nowrap')};
  align-items: ${({ $compact }) => ($compact ? 'center' : 'stretch')};
  gap: ${({ theme, $compact }) =>
    $compact ? `${theme.space.xxs}px ${theme.space.md}px` : `${theme.space.xs}px`};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledMeterRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledMeterLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledTrack = styled.span<{ $compact: boolean }>`
  position: relative;
  display: inline-block;
  flex: 0 0 auto;
  width: ${({ $compact }) => ($compact ? 64 : 120)}px;
  height: ${({ $compact }) => ($compact ? 8 : 10)}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

export const StyledFill = styled.span<{ $score: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $score }) => $score}%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const StyledValue = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const StyledSkillRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

export const StyledRowLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-right: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledList = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  max-width: 100%;
  padding: 1px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export const StyledHas = styled.span`
  ${pill}
  border: 1px solid ${({ theme }) => theme.colors.successSurface};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.text};
  & > svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const StyledLacks = styled.span`
  ${pill}
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledFact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

export const StyledFacts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
`;
