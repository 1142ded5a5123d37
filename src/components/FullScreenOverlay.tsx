import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Spinner } from './Spinner';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FullScreenOverlayProps {
  /** Visible and announced text; default translated "Loading…". */
  label?: string;
}

/**
 * Opaque full-screen overlay with a large spinner and a label (SPEC §2: shown while
 * authentication is being checked). Announced once as a polite status.
 */
export function FullScreenOverlay({ label }: FullScreenOverlayProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'components.spinner.label' });
  return (
    <StyledOverlay role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" decorative />
      <StyledLabel>{text}</StyledLabel>
    </StyledOverlay>
  );
}
