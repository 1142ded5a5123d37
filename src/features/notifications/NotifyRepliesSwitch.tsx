import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { defineMessages } from '../../i18n/defineMessages';
import { notificationsMessages } from './notifications.messages';
import type { NotifyRepliesState } from './notifyReplies';
import { useNotifyReplies } from './useNotifyReplies';

const messages = defineMessages({
  asking: {
    id: 'notifications.asking',
    defaultMessage: "Answer your browser's prompt to allow notifications from Hireline.",
  },
  description: {
    id: 'notifications.description',
    defaultMessage:
      'Get a browser notification when a candidate replies while Hireline is in the background.',
  },
  label: { id: 'notifications.label', defaultMessage: 'Notify me of new replies' },
});

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** A checkbox drawn as a switch (`role="switch"`): a track and a knob, no motion. */
const StyledSwitch = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::before {
    left: 23px;
    background: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledText = styled.div`
  flex: 1;
  min-width: 0;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
  p {
    margin: ${({ theme }) => theme.space.xxs}px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledNote = styled.p<{ $warning: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  && {
    color: ${({ theme, $warning }) => ($warning ? theme.colors.warning : theme.colors.textMuted)};
  }
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

export interface NotifyRepliesSwitchProps {
  /** What the switch shows (`notifyReplies.ts`). */
  state: NotifyRepliesState;
  /** Called with `true` when switched on, `false` when switched off. */
  onChange: (on: boolean) => void;
}

/**
 * The "Notify me of new replies" switch (issue #21 point 3), presentational: a checkbox with
 * `role="switch"`, its label and description, and a note that explains the state — the
 * browser's prompt is open (`asking`: the switch waits, `aria-disabled`), the browser blocks
 * notifications from the site (`denied`: how to allow them), or there is no Notification API
 * (`unsupported`: the switch is disabled and says why). The note is a polite live region.
 */
export function NotifyRepliesSwitch({ state, onChange }: NotifyRepliesSwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const noteId = `${id}-note`;
  const note = noteOf(state);
  const asking = state === 'asking';
  return (
    <StyledRow>
      <StyledSwitch
        id={id}
        type="checkbox"
        role="switch"
        checked={state === 'on' || state === 'asking'}
        // While the prompt is open the switch keeps its focus (aria-disabled, not disabled).
        disabled={state === 'unsupported'}
        aria-disabled={asking || undefined}
        aria-busy={asking || undefined}
        aria-describedby={`${descriptionId} ${noteId}`}
        onChange={(event) => {
          if (!asking) onChange(event.currentTarget.checked);
        }}
      />
      <StyledText>
        <label htmlFor={id}>
          <FormattedMessage {...messages.label} />
        </label>
        <p id={descriptionId}>
          <FormattedMessage {...messages.description} />
        </p>
        <div id={noteId} role="status">
          {note && (
            <StyledNote $warning={state === 'denied'}>
              <Icon name={state === 'denied' ? 'alertTriangle' : 'info'} size={16} />
              <span>
                <FormattedMessage {...note} />
              </span>
            </StyledNote>
          )}
        </div>
      </StyledText>
    </StyledRow>
  );
}

/** The note that explains a state, if it needs one. */
function noteOf(state: NotifyRepliesState) {
  switch (state) {
    case 'asking':
      return messages.asking;
    case 'denied':
      return notificationsMessages.denied;
    case 'unsupported':
      return notificationsMessages.unsupported;
    default:
      return null;
  }
}

/**
 * {@link NotifyRepliesSwitch} wired to the signed-in employer's preference
 * ({@link useNotifyReplies}): switching on asks the browser's permission, switching off
 * forgets the choice. For the account details screen (issue #21 point 3).
 */
export function NotifyRepliesSetting() {
  const { state, switchOn, switchOff } = useNotifyReplies();
  return (
    <NotifyRepliesSwitch
      state={state}
      onChange={(on) => {
        if (on) void switchOn();
        else switchOff();
      }}
    />
  );
}
