import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './Icon';
import { MessagePage } from './MessagePage';
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
 * behaviour, SPEC §8 offline): full screen — the app's full-page message (MessagePage,
 * covering the window; issue #32 point 5) — or as a `banner` above a page that stays readable
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
  // The full-page message pattern (MessagePage), covering the window.
  return (
    <MessagePage
      cover
      role="alert"
      tone="warning"
      icon={<Icon name="wifiOff" size={36} />}
      title={title ?? intl.formatMessage(messages.offlineTitle)}
      text={description ?? intl.formatMessage(messages.offlineDescription)}
      action={action}
    />
  );
}
