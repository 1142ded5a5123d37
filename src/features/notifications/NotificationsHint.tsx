import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
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
      'Hireline can show a browser notification when a candidate replies while this tab is in the background. You can change this later in Account Details.',
  },
  title: { id: 'notifications.hint.title', defaultMessage: 'Get notified when candidates reply' },
  turnOn: { id: 'notifications.hint.turnOn', defaultMessage: 'Turn on notifications' },
});

/**
 * The hint's explanation: not on narrow (≤ `sm`) or short (≤ 500 px) screens, where the hint is
 * its title and button alone and the inbox's list keeps its rows (issue #30 point 3).
 */
const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px), (max-height: 500px) {
    display: none;
  }
`;

/**
 * One-time hint of the inbox (issue #21 point 3): "Get notified when candidates reply" with a
 * button that switches "Notify me of new replies" on (the browser's permission is asked then)
 * and a dismiss (×) button. Shown while the signed-in employer's notifications are `off` (or
 * the prompt it opened is `asking`), until they dismiss it or answer the prompt — remembered
 * per employer in localStorage (`hireline.notificationsHint.<uuid>`). Granted → a success
 * toast and the hint goes; refused → the hint says how to allow notifications, until
 * dismissed. Renders nothing when signed out, already on, blocked or unsupported.
 */
export function NotificationsHint() {
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
  return (
    <Alert variant="info" title={<FormattedMessage {...messages.title} />} onDismiss={finish}>
      <StyledText>
        <FormattedMessage {...messages.text} />
      </StyledText>
      <Button size="sm" loading={state === 'asking'} onClick={() => void turnOn()}>
        <FormattedMessage {...messages.turnOn} />
      </Button>
    </Alert>
  );
}
