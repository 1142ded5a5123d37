import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCatalogQuery } from '../../api/catalogApi';
import type { Template } from '../../contract/types';
import { Button, Icon } from '../../components';
import { LazySelect } from '../../components/LazySelect';
import type { SelectOption } from '../../components/Select';
import type { Language } from '../../i18n/languages';
import { useAppSelector } from '../../store/hooks';
import { useChatCommand } from './chatCommands';
import { useChatOutbox } from './OutboxSender';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  templatesForm: {
    id: 'chats.templates.form',
    defaultMessage: 'Send a question template',
    description: 'Accessible name of the template picker form of a chat (issue #9 point 1)',
  },
  templatesLabel: {
    id: 'chats.templates.label',
    defaultMessage: 'Template',
    description: 'Label of the first-question template picker of a chat',
  },
  templatesNoOptions: {
    id: 'chats.templates.noOptions',
    defaultMessage: 'No template matches',
  },
  templatesPlaceholder: {
    id: 'chats.templates.placeholder',
    defaultMessage: 'Choose a question template…',
  },
  templatesPreview: {
    id: 'chats.templates.preview',
    defaultMessage: 'Sends: “{body}”',
    description: 'Under the picker: the exact text of the chosen template, sent as written',
  },
  templatesSend: { id: 'chats.templates.send', defaultMessage: 'Send template' },
});

/** Picker and button on one line; on a narrow screen the button wraps under the picker, at its end. */
/** The send button's text: only its icon shows on phones (the text stays its accessible name). */
const StyledSendLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  & > :first-child {
    flex: 1 1 260px;
    min-width: 0;
  }
  /* Phones (issue #9 point 7): picker and send button on one row, under the thumb. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-wrap: nowrap;
    & > :first-child {
      flex-basis: 0;
    }
  }
`;

/**
 * The templates catalog as picker options: the interface language's templates first, then
 * the others (the message goes out as written, so an employer may screen a Spanish-speaking
 * candidate from an English interface), each labelled with its language, `Title (EN)`, as
 * the create-opening form does.
 */
export function templateOptions(
  templates: readonly Template[],
  language: Language,
): SelectOption<number>[] {
  const ordered = [
    ...templates.filter((t) => t.locale === language),
    ...templates.filter((t) => t.locale !== language),
  ];
  return ordered.map((t) => ({ value: t.id, label: `${t.title} (${t.locale.toUpperCase()})` }));
}

/** Props of {@link TemplateComposer}. */
export interface TemplateComposerProps {
  /** The chat's numeric id (`chat_id`). */
  chatId: number;
  /** Called after a template message was put in the outbox (the thread shows it). */
  onSent?: () => void;
}

/**
 * Screening with templates (issue #9 point 1; contract `sendChatMessage`, SPEC §7 "send a
 * message"): a searchable picker of the first-question templates catalog (`useCatalogQuery`
 * `templates`, the interface language's first, see {@link templateOptions}) and a "Send
 * template" button. The chosen template's text shows under the picker before it is sent.
 * Sending puts `{ chat_id, template_id }` in the chat's outbox with a new `Idempotency-Key`
 * (issue #18 point 2): the choice clears and focus returns to the picker at once; the thread
 * shows the message as sending until the server acknowledges it (then the thread and the
 * chat's list row reload), or as not sent, with Retry and Discard. Offered in every chat
 * that is not rejected, locked ones included (the caller decides); key it by chat id. The
 * picker's code loads apart from the screen's (`LazySelect`, issue #31 point 1).
 */
export function TemplateComposer({ chatId, onSent }: TemplateComposerProps) {
  const intl = useIntl();
  const language = useAppSelector((state) => state.language.lang);
  const templates = useCatalogQuery({ model: 'templates', per_page: 100 });
  const [templateId, setTemplateId] = useState<number | null>(null);
  const { queue } = useChatOutbox(chatId);
  const sendButton = useRef<HTMLButtonElement>(null);
  const inputId = `chat-template-${chatId}`;
  // The chats screen's `t` shortcut (issue #9 point 6): focus the picker with its menu open.
  const [openOnFocus, setOpenOnFocus] = useState(false);
  useChatCommand(chatId, 'templates', true, () => setOpenOnFocus(true));
  useEffect(() => {
    if (openOnFocus) document.getElementById(inputId)?.focus();
  }, [openOnFocus, inputId]);

  const options = useMemo(
    () => templateOptions(templates.data?.data ?? [], language),
    [templates.data, language],
  );
  const chosen = templates.data?.data.find((t) => t.id === templateId);

  // Send puts the template in the chat's outbox (issue #18 point 2): the thread shows it as
  // sending, then sent or not sent (with Retry and Discard there). The picker is free at once
  // for the next question; focus goes back to it when it was in the form (a keyboard user).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (templateId === null || !chosen) return;
    queue({ kind: 'template', body: chosen.body, templateId });
    setTemplateId(null);
    onSent?.();
    const active = document.activeElement;
    if (!active || active === document.body || sendButton.current?.form?.contains(active))
      document.getElementById(inputId)?.focus();
  };

  return (
    <StyledForm onSubmit={onSubmit} aria-label={intl.formatMessage(messages.templatesForm)}>
      <LazySelect<number>
        label={<FormattedMessage {...messages.templatesLabel} />}
        hideLabel
        menuPortal
        menuPlacement="top"
        openMenuOnFocus={openOnFocus}
        onBlur={() => setOpenOnFocus(false)}
        inputId={inputId}
        name={`template-${chatId}`}
        options={options}
        value={templateId}
        onChange={setTemplateId}
        isLoading={templates.isFetching}
        placeholder={intl.formatMessage(messages.templatesPlaceholder)}
        noOptionsMessage={intl.formatMessage(messages.templatesNoOptions)}
        hint={
          chosen ? (
            <FormattedMessage {...messages.templatesPreview} values={{ body: chosen.body }} />
          ) : undefined
        }
      />
      <Button
        ref={sendButton}
        type="submit"
        variant="secondary"
        disabled={templateId === null}
        startIcon={<Icon name="send" size={18} />}
      >
        <StyledSendLabel>
          <FormattedMessage {...messages.templatesSend} />
        </StyledSendLabel>
      </Button>
    </StyledForm>
  );
}
