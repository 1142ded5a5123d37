import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { defineMessages } from '../../i18n/defineMessages';
import { notify } from '../../store/notifier';
import { notificationsMessages } from './notifications.messages';
import { readHintDone, writeHintDone } from './notifyReplies';
import { useNotifyReplies } from './useNotifyReplies';

const messages = defineMessages({
  blocked: { id: 'notifications.hint.blocked', defaultMessage: 'Notifications are blocked' },
  text: {
    id: 'notifications.hint.text',
    defaultMessage:
      'Hireline can show a browser notification when a candidate replies while this tab is in the background. You can change this later in account details.',
  },
  title: { id: 'notifications.hint.title', defaultMessage: 'Get notified when candidates reply' },
  turnOn: { id: 'notifications.hint.turnOn', defaultMessage: 'Turn on notifications' },
  turnOnShort: {
    id: 'notifications.hint.turnOnShort',
    defaultMessage: 'Turn on',
    description:
      'Visible text of the inbox hint\'s "Turn on notifications" button on phones (its accessible name stays the full text; issue #31 point 1)',
  },
  dismiss: { id: 'notifications.hint.dismiss', defaultMessage: 'Dismiss' },
});

/** Narrow (≤ `sm`) or short (≤ 500 px) screens: the hint is one line (issue #31 point 1). */
const COMPACT = (breakpoint: number) => `(max-width: ${breakpoint}px), (max-height: 500px)`;

/**
 * The hint's bar: one line — icon, title (and, on wider screens, the explanation after it),
 * "Turn on notifications", dismiss —, in the info alert's colours. It leads the inbox, so it
 * is kept short: the chat list's first rows stay on a phone's first screen (issue #31 point 1).
 */
const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px ${theme.space.xs}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.info};
  }
`;

/** Title and explanation, the bar's flexible part. */
const StyledBody = styled.p`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.35;
`;

const StyledTitle = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The hint's explanation, after the title: not on narrow (≤ `md`) or short (≤ 500 px) screens,
 * where the hint is its title and button alone and the inbox's list keeps its rows (issue #30
 * point 3, issue #31 point 1).
 */
const StyledText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  @media ${({ theme }) => COMPACT(theme.breakpoints.md)} {
    display: none;
  }
`;

/** The button's full text, on wider screens; {@link StyledShort} on compact ones. */
const StyledLong = styled.span`
  @media ${({ theme }) => COMPACT(theme.breakpoints.sm)} {
    display: none;
  }
`;

/** The button's short text ("Turn on"), on compact screens only. */
const StyledShort = styled.span`
  display: none;
  @media ${({ theme }) => COMPACT(theme.breakpoints.sm)} {
    display: inline;
  }
`;

/**
 * One-time hint of the inbox (issue #21 point 3): "Get notified when candidates reply" with a
 * button that switches "Notify me of new replies" on (the browser's permission is asked then)
 * and a dismiss (×) button, on one compact line (issue #31 point 1: on a phone, "Turn on" and
 * no explanation; the button's accessible name stays "Turn on notifications"). Shown while the signed-in employer's notifications are `off` (or
 * the prompt it opened is `asking`), until they dismiss it or answer the prompt — remembered
 * per employer in localStorage (`hireline.notificationsHint.<uuid>`). Granted → a success
 * toast and the hint goes; refused → the hint says how to allow notifications, until
 * dismissed. Renders nothing when signed out, already on, blocked or unsupported.
 */
export function NotificationsHint() {
  const intl = useIntl();
  const { employeeUuid, state, switchOn } = useNotifyReplies();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  if (!employeeUuid) return null;

  const finish = () => {
    writeHintDone(employeeUuid);
    setDoneFor(employeeUuid);
  };
  const turnOn = async () => {
    const result = await switchOn();
    if (result === 'asking') return;
    finish();
    if (result === 'on')
      notify({
        kind: 'success',
        summary: notificationsMessages.switchedOn,
        detail: notificationsMessages.switchedOnDetail,
      });
    else if (result === 'denied') setRefusedFor(employeeUuid);
  };

  if (refusedFor === employeeUuid && state === 'denied') {
    return (
      <Alert
        variant="warning"
        title={<FormattedMessage {...messages.blocked} />}
        onDismiss={() => setRefusedFor(null)}
      >
        <FormattedMessage {...notificationsMessages.denied} />
      </Alert>
    );
  }
  const done = doneFor === employeeUuid || readHintDone(employeeUuid);
  if (done || (state !== 'off' && state !== 'asking')) return null;
  const turnOnLabel = intl.formatMessage(messages.turnOn);
  return (
    <StyledBar role="status">
      <Icon name="info" size={20} />
      <StyledBody>
        <StyledTitle>
          <FormattedMessage {...messages.title} />
        </StyledTitle>{' '}
        <StyledText>
          <FormattedMessage {...messages.text} />
        </StyledText>
      </StyledBody>
      <Button
        size="sm"
        loading={state === 'asking'}
        aria-label={turnOnLabel}
        onClick={() => void turnOn()}
      >
        <StyledLong>{turnOnLabel}</StyledLong>
        <StyledShort>
          <FormattedMessage {...messages.turnOnShort} />
        </StyledShort>
      </Button>
      <IconButton
        size="sm"
        label={intl.formatMessage(messages.dismiss)}
        icon={<Icon name="close" size={16} />}
        onClick={finish}
      />
    </StyledBar>
  );
}
