import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { type DefaultTheme } from 'styled-components';
import { Icon, type IconName } from './Icon';
import { IconButton } from './IconButton';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  alertDismiss: { id: 'components.alert.dismiss', defaultMessage: 'Dismiss' },
});

export type AlertVariant = 'error' | 'info' | 'success' | 'warning';

const ICONS: Record<AlertVariant, IconName> = {
  error: 'alertCircle',
  info: 'info',
  success: 'checkCircle',
  warning: 'alertTriangle',
};

const colorsOf = (theme: DefaultTheme, variant: AlertVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'error':
      return { fg: c.danger, bg: c.dangerSurface };
    case 'success':
      return { fg: c.success, bg: c.successSurface };
    case 'warning':
      return { fg: c.warning, bg: c.warningSurface };
    case 'info':
      return { fg: c.info, bg: c.infoSurface };
  }
};

const StyledAlert = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme, $variant }) => colorsOf(theme, $variant).fg};
  background: ${({ theme, $variant }) => colorsOf(theme, $variant).bg};
  color: ${({ theme }) => theme.colors.text};
  & > svg {
    margin-top: 2px;
    color: ${({ theme, $variant }) => colorsOf(theme, $variant).fg};
  }
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledText = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AlertProps {
  /** `error` (role alert), `warning` (role alert), `info` and `success` (role status). */
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss (×) button. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * Inline message box (SPEC §8 error catalogue inline cases: login failures, "Mail not
 * found", the payment-in-progress warning of SPEC §2). Errors and warnings use
 * `role="alert"` so they are announced immediately.
 */
export function Alert({ variant = 'info', title, children, onDismiss, className }: AlertProps) {
  const intl = useIntl();
  return (
    <StyledAlert
      className={className}
      $variant={variant}
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
    >
      <Icon name={ICONS[variant]} />
      <StyledBody>
        {title && <StyledTitle>{title}</StyledTitle>}
        {children && <StyledText>{children}</StyledText>}
      </StyledBody>
      {onDismiss && (
        <IconButton
          size="sm"
          label={intl.formatMessage(messages.alertDismiss)}
          icon={<Icon name="close" size={16} />}
          onClick={onDismiss}
        />
      )}
    </StyledAlert>
  );
}
