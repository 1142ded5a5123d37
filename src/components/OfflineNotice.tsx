import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './Icon';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  offlineDescription: {
    id: 'components.offline.description',
    defaultMessage:
      'Check your network connection. Hireline will continue automatically as soon as you are back online.',
  },
  offlineTitle: {
    id: 'components.offline.title',
    defaultMessage: 'No internet connection',
  },
});

const StyledNotice = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledContent = styled.div`
  max-width: 440px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

const StyledIconCircle = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface OfflineNoticeProps {
  /** Default translated "No internet connection". */
  title?: string;
  /** Default translated explanation (the app continues once the connection is back). */
  description?: string;
  /** Optional action, e.g. a "Try again" `Button`. */
  action?: ReactNode;
}

/**
 * Full-screen "No internet connection" notice shown while the browser is offline
 * (SPEC §2 global behaviour, SPEC §8 offline). `role="alert"` so it is announced at once.
 */
export function OfflineNotice({ title, description, action }: OfflineNoticeProps) {
  const intl = useIntl();
  return (
    <StyledNotice role="alert">
      <StyledContent>
        <StyledIconCircle>
          <Icon name="wifiOff" size={36} />
        </StyledIconCircle>
        <StyledTitle>{title ?? intl.formatMessage(messages.offlineTitle)}</StyledTitle>
        <StyledText>{description ?? intl.formatMessage(messages.offlineDescription)}</StyledText>
        {action}
      </StyledContent>
    </StyledNotice>
  );
}
