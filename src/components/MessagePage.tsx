import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.main<{ $standalone: boolean; $cover: boolean }>`
  min-height: ${({ $standalone }) => ($standalone ? '100vh' : '60vh')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme, $standalone }) => ($standalone ? theme.colors.background : 'transparent')};
  ${({ $cover, theme }) =>
    $cover &&
    `
    position: fixed;
    inset: 0;
    z-index: ${theme.zIndices.overlay};
    min-height: 0;
    overflow-y: auto;
  `}
`;

const StyledIconCircle = styled.div<{ $tone: MessagePageTone }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningSurface : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warning : theme.colors.textMuted};
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

/** Colour of the icon's circle: `neutral` (default) or `warning` (offline, unreachable). */
type MessagePageTone = 'neutral' | 'warning';

export interface MessagePageProps {
  /** Big heading (h1), e.g. "It is empty here". */
  title: ReactNode;
  /** Explanation, e.g. "The page cannot be found". */
  text?: ReactNode;
  /** Usually a `Button`, e.g. "Back to homepage". */
  action?: ReactNode;
  /** Large decorative code above the title, e.g. "404" (hidden from screen readers). */
  code?: string;
  /** An icon above the title, in a 72 px circle (decorative), e.g. `<Icon name="wifiOff" />`. */
  icon?: ReactNode;
  /** Colour of the icon's circle; default `neutral`. */
  tone?: MessagePageTone;
  /**
   * Cover the whole window, over the app (fixed, above dialogs): a state that stops the whole
   * app (offline, Hireline unreachable). Drawn on the page background like `standalone`, as
   * a `div` (the app under it keeps the page's `<main>`).
   */
  cover?: boolean;
  /** `alert` when the page appears by itself and must be announced (offline, unreachable). */
  role?: 'alert';
  /**
   * Render as `<main>` filling the viewport (default). Set `false` when the page sits
   * inside a layout that already has a `<main>`.
   */
  standalone?: boolean;
}

/**
 * The one full-page message pattern of the app (issue #32 point 5): a page that has nothing
 * but a message — the /error and not-found pages (SPEC §2: "it is empty here", "the page cannot
 * be found", back-to-homepage button), the error boundary's fallback, and, covering the window
 * (`cover`), no internet connection and "can't reach Hireline" (OfflineNotice). An optional
 * code or icon, a big title (h1), text and the actions. A wait is not a message: the loading
 * veil is FullScreenOverlay.
 */
export function MessagePage({
  title,
  text,
  action,
  code,
  icon,
  tone = 'neutral',
  cover = false,
  role,
  standalone = true,
}: MessagePageProps) {
  // Over the app (`cover`), the app's own <main> stays the page's one main landmark.
  return (
    <StyledPage
      as={standalone && !cover ? 'main' : 'div'}
      $standalone={standalone || cover}
      $cover={cover}
      role={role}
    >
      <StyledContent>
        {code && <StyledCode aria-hidden="true">{code}</StyledCode>}
        {icon && (
          <StyledIconCircle $tone={tone} aria-hidden="true">
            {icon}
          </StyledIconCircle>
        )}
        <StyledTitle>{title}</StyledTitle>
        {text && <StyledText>{text}</StyledText>}
        {action}
      </StyledContent>
    </StyledPage>
  );
}
