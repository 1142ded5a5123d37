import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner } from './Spinner';
import { componentsMessages } from './components.messages';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.scrim};
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.xxl}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadowLg};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface FullScreenOverlayProps {
  /** Visible and announced text; default translated "Loading…". */
  label?: string;
}

/**
 * Full-screen overlay with a large spinner and a label (SPEC §2: shown while authentication
 * is being checked; also while a screen's or a dialog's code loads). It covers the whole
 * viewport and takes every click, but veils rather than hides what is under it (the theme's
 * `scrim`): during the session check the router draws the page's frame and header there
 * (src/app/AppRoutes.tsx, as soon as their chunk is in), so the employer sees where they are
 * landing. The spinner
 * and label sit on a solid panel, legible over anything. Announced once as a polite status.
 */
export function FullScreenOverlay({ label }: FullScreenOverlayProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(componentsMessages.spinnerLabel);
  return (
    <StyledOverlay role="status" aria-live="polite" aria-busy="true">
      <StyledPanel>
        <Spinner size="lg" decorative />
        <StyledLabel>{text}</StyledLabel>
      </StyledPanel>
    </StyledOverlay>
  );
}
