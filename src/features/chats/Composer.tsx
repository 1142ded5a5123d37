import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Icon, IconButton, TextField } from '../../components';
import { useChatOutbox } from './OutboxSender';
import { TemplateComposer } from './TemplateComposer';
import { useChatDraft } from './useChatDraft';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  composerCounter: {
    id: 'chats.composer.counter',
    defaultMessage: '{count, number} of {max, number} characters',
    description: 'Shown under the message box as the text nears the limit.',
  },
  composerHint: {
    id: 'chats.composer.hint',
    defaultMessage: 'Enter sends, Shift+Enter adds a new line.',
  },
  composerLabel: { id: 'chats.composer.label', defaultMessage: 'Message' },
  composerPlaceholder: {
    id: 'chats.composer.placeholder',
    defaultMessage: 'Write a message…',
  },
  composerPlaceholderDisabled: {
    id: 'chats.composer.placeholderDisabled',
    defaultMessage: 'Messaging is not available',
  },
  composerSend: { id: 'chats.composer.send', defaultMessage: 'Send' },
  composerTemplatesHide: {
    id: 'chats.composer.templatesHide',
    defaultMessage: 'Hide question templates',
  },
  composerTemplatesShow: {
    id: 'chats.composer.templatesShow',
    defaultMessage: 'Show question templates',
    description: 'Phones: the button beside the message box that unfolds the template picker.',
  },
  composerTooLong: {
    id: 'chats.composer.tooLong',
    defaultMessage:
      'The message is {over, plural, one {# character} other {# characters}} over the limit of {max, number}. Shorten it to send it.',
  },
});

/** Longest free message the API accepts, in characters (contract `SendFreeMessageRequest.body`). */
const MAX_MESSAGE_LENGTH = 2000;
/** From this many characters on, the composer shows the count against the limit. */
const MESSAGE_COUNTER_FROM = 1800;

const StyledComposer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  /* Phones (issue #9 point 7): always at the bottom of the chat view, within thumb reach. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    position: sticky;
    bottom: 0;
    z-index: 1;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  }
`;

const StyledForm = styled.form<{ $hideOnPhones: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  /* The message box (before the send button; after the phones' templates button). */
  & > :nth-last-child(2) {
    flex: 1;
    min-width: 0;
  }
  & textarea {
    resize: none;
    max-height: 160px;
  }
  /* On phones a locked chat shows only its template picker: the lock notice above already
     says why free text is off, and the screen is short. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: ${({ $hideOnPhones }) => ($hideOnPhones ? 'none' : 'flex')};
  }
`;

const StyledSend = styled.div`
  /* Keeps the button level with the textarea when the hint shows under it. */
  padding-bottom: ${({ theme }) => theme.space.xxl - theme.space.xs}px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding-bottom: 0;
  }
`;

/**
 * Phones (issue #19 point 2): the template picker folds behind a button beside the message
 * box, so that the thread keeps the screen; wider screens show it always and no button.
 */
const StyledTemplatesFold = styled.div<{ $open: boolean }>`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
`;

const StyledTemplatesToggle = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: block;
  }
`;

/** "Enter sends, Shift+Enter adds a new line" is for keyboards: left off phones. */
const StyledKeyboardHint = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** The chat's numeric id (`chat_id`). */
  chatId: number;
  /**
   * Why the chat cannot take free messages (SPEC §4: not usable); the textarea and the send
   * button are then disabled and this text explains why. `undefined` = usable.
   */
  disabledReason?: ReactNode;
  /**
   * Offer the first-question template picker ({@link TemplateComposer}; issue #9 point 1,
   * contract `sendChatMessage`): `true` for every chat that is not rejected, locked ones
   * included, whatever `disabledReason` says about free text. Default `false`.
   */
  templates?: boolean;
  /** Called after a message (free or template) was put in the outbox (the thread shows it). */
  onSent?: () => void;
}

/**
 * The chat's composer. With `templates`, first the template picker ({@link TemplateComposer}:
 * screening with a first-question template, allowed while the chat is locked); then the
 * free-message input (SPEC §2, §4, §8): a textarea and a send button. Enter sends,
 * Shift+Enter adds a new line (IME composition is respected). Send puts the message in the
 * chat's outbox with a new `Idempotency-Key` (issue #18 point 2, {@link useChatOutbox}) and
 * clears the input at once, free for the next message: the thread shows it as sending until
 * the server acknowledges it, and as not sent — its text kept, with Retry and Discard — when
 * every attempt failed. Messages are trimmed; blank ones are not sent. From
 * {@link MESSAGE_COUNTER_FROM} characters the hint counts them against the limit of
 * {@link MAX_MESSAGE_LENGTH}; past it the field says by how much and Send waits — nothing typed
 * or pasted is ever cut (issue #19 point 9). Disabled, with the
 * reason, while the chat is not usable. The free text is the chat's draft (issue #21 point 4,
 * {@link useChatDraft}): kept per chat and per employer across navigation and reloads, and
 * cleared once the message it became is acknowledged (or on logout). Key it by chat id so a
 * draft does not follow the reader to another chat.
 */
export function Composer({ chatId, disabledReason, templates = false, onSent }: ComposerProps) {
  const intl = useIntl();
  const { text, setText, sent } = useChatDraft(chatId);
  // Phones: the template picker is folded until asked for (a locked chat, whose message box
  // is off, shows it unfolded: it is the only way to write).
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const { queue } = useChatOutbox(chatId);
  const disabled = disabledReason !== undefined;
  const body = text.trim();

  // Nothing typed or pasted is cut (issue #19 point 9): past the limit the text stays, the
  // field says by how much, and Send waits until it is shortened.
  const tooLong = body.length > MAX_MESSAGE_LENGTH;
  const counted = body.length >= MESSAGE_COUNTER_FROM;

  const submit = () => {
    if (disabled || body === '' || tooLong) return;
    const { payload } = queue({ kind: 'free', body });
    sent(payload.key, body);
    onSent?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <StyledComposer>
      {templates && (
        <StyledTemplatesFold $open={templatesOpen || disabled} id={`chat-templates-${chatId}`}>
          <TemplateComposer chatId={chatId} onSent={onSent} />
        </StyledTemplatesFold>
      )}
      <StyledForm
        $hideOnPhones={disabled && templates}
        onSubmit={onSubmit}
        aria-label={intl.formatMessage(texts.composerLabel)}
      >
        {templates && !disabled && (
          <StyledTemplatesToggle>
            <IconButton
              label={intl.formatMessage(
                templatesOpen ? texts.composerTemplatesHide : texts.composerTemplatesShow,
              )}
              icon={<Icon name={templatesOpen ? 'close' : 'plus'} size={20} />}
              aria-expanded={templatesOpen}
              aria-controls={`chat-templates-${chatId}`}
              onClick={() => setTemplatesOpen((open) => !open)}
            />
          </StyledTemplatesToggle>
        )}
        <TextField
          multiline
          rows={2}
          hideLabel
          label={<FormattedMessage {...texts.composerLabel} />}
          name={`message-${chatId}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage(
            disabled ? texts.composerPlaceholderDisabled : texts.composerPlaceholder,
          )}
          hint={
            disabled ? (
              disabledReason
            ) : counted && !tooLong ? (
              <FormattedMessage
                {...texts.composerCounter}
                values={{ count: body.length, max: MAX_MESSAGE_LENGTH }}
              />
            ) : (
              <StyledKeyboardHint>
                <FormattedMessage {...texts.composerHint} />
              </StyledKeyboardHint>
            )
          }
          error={
            tooLong && !disabled
              ? intl.formatMessage(texts.composerTooLong, {
                  over: body.length - MAX_MESSAGE_LENGTH,
                  max: MAX_MESSAGE_LENGTH,
                })
              : undefined
          }
          disabled={disabled}
          {...({ onKeyDown } as object)}
        />
        <StyledSend>
          <Button
            type="submit"
            disabled={disabled || body === '' || tooLong}
            startIcon={<Icon name="send" size={18} />}
          >
            <FormattedMessage {...texts.composerSend} />
          </Button>
        </StyledSend>
      </StyledForm>
    </StyledComposer>
  );
}
