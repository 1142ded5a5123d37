import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.main<{ $standalone: boolean }>`
  min-height: ${({ $standalone }) => ($standalone ? '100vh' : '60vh')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme, $standalone }) => ($standalone ? theme.colors.background : 'transparent')};
`;

const StyledContent = styled.div`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  text-align: center;
`;

const StyledCode = styled.p`
  margin: 0;
  font-size: 4.5rem;
  line-height: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledText = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MessagePageProps {
  /** Big heading (h1), e.g. "It is empty here". */
  title: ReactNode;
  /** Explanation, e.g. "The page cannot be found". */
  text?: ReactNode;
  /** Usually a `Button`, e.g. "Back to homepage". */
  action?: ReactNode;
  /** Large decorative code above the title, e.g. "404" (hidden from screen readers). */
  code?: string;
  /**
   * Render as `<main>` filling the viewport (default). Set `false` when the page sits
   * inside a layout that already has a `<main>`.
   */
  standalone?: boolean;
}

/**
 * Whole-page message with a big title, text and one action (SPEC §2: the /error page
 * and the not-found page — "it is empty here", "the page cannot be found", back-to-homepage
 * button — and the error boundary fallback).
 */
export function MessagePage({ title, text, action, code, standalone = true }: MessagePageProps) {
  return (
    <StyledPage as={standalone ? 'main' : 'div'} $standalone={standalone}>
      <StyledContent>
        {code && <StyledCode aria-hidden="true">{code}</StyledCode>}
        <StyledTitle>{title}</StyledTitle>
        {text && <StyledText>{text}</StyledText>}
        {action}
      </StyledContent>
    </StyledPage>
  );
}
