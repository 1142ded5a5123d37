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
  offlineBannerDescription: {
    id: 'components.offline.bannerDescription',
    defaultMessage:
      'You can keep reading what is on screen. Hireline will refresh it as soon as you are back online.',
    description:
      'Banner over the last-seen page while the browser is offline (the page stays readable below it).',
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

/**
 * The banner: a band across the top of the page, above the page it leaves readable (issue #31
 * point 3). In the page's flow, so it covers nothing of it.
 */
const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBannerText = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  flex: 1 1 240px;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg {
    color: ${({ theme }) => theme.colors.warning};
    flex: none;
  }

  & > strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
  /**
   * `fullScreen` (default): covers the whole window (SPEC §2). `banner`: a band across the top
   * of the page, which stays readable under it — for a signed-in employer, whose last-seen lists
   * and threads are on screen (issue #31 point 3: readable offline).
   */
  variant?: 'fullScreen' | 'banner';
}

/**
 * "No internet connection" notice shown while the browser is offline (SPEC §2 global
 * behaviour, SPEC §8 offline): full screen, or as a `banner` above a page that stays readable
 * (issue #31 point 3). `role="alert"` so it is announced at once.
 */
export function OfflineNotice({
  title,
  description,
  action,
  variant = 'fullScreen',
}: OfflineNoticeProps) {
  const intl = useIntl();
  if (variant === 'banner') {
    return (
      <StyledBanner role="alert">
        <StyledBannerText>
          <Icon name="wifiOff" size={20} />
          <strong>{title ?? intl.formatMessage(messages.offlineTitle)}</strong>
          <span>{description ?? intl.formatMessage(messages.offlineBannerDescription)}</span>
        </StyledBannerText>
        {action}
      </StyledBanner>
    );
  }
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
