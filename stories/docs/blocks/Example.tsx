/**
 * Live examples on the guideline pages (issue #32 point 3). MDX pages render outside the stories'
 * providers, so `ExampleFrame` gives its components the app's theme (light) and the English
 * interface texts, and `DoDont` sets a "Do" and a "Don't" example side by side, each with its
 * reason.
 */
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { lightTheme } from '../../../src/theme/themes';

const StyledFrame = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;
  border-radius: ${({ theme }) => theme.radii.md}px;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-items: start;
`;

/** Renders `children` with the app's light theme and English texts, on the page background. */
function ExampleFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <I18nProvider language="en" timeZone="UTC">
        <StyledFrame>{children}</StyledFrame>
      </I18nProvider>
    </ThemeProvider>
  );
}

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  margin: 16px 0 24px;
`;

const StyledVerdict = styled.figcaption<{ $do: boolean }>`
  margin-top: 8px;
  padding-top: 8px;
  border-top: 4px solid ${({ $do }) => ($do ? '#15803d' : '#b91c1c')};
  font-size: 14px;
  strong {
    color: ${({ $do }) => ($do ? '#14532d' : '#7f1d1d')};
  }
`;

/** One side of a do/don't pair: what it shows and why. */
interface Side {
  example: ReactNode;
  why: ReactNode;
}

/** A "Do" example beside a "Don't" one. */
export function DoDont({ do: good, dont: bad }: { do: Side; dont: Side }) {
  return (
    <StyledPair>
      <figure style={{ margin: 0 }}>
        <ExampleFrame>{good.example}</ExampleFrame>
        <StyledVerdict $do>
          <strong>Do.</strong> {good.why}
        </StyledVerdict>
      </figure>
      <figure style={{ margin: 0 }}>
        <ExampleFrame>{bad.example}</ExampleFrame>
        <StyledVerdict $do={false}>
          <strong>Don&apos;t.</strong> {bad.why}
        </StyledVerdict>
      </figure>
    </StyledPair>
  );
}
