import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert } from './Alert';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  formErrorSummaryTitle: {
    id: 'components.formErrorSummary.title',
    defaultMessage: 'Please correct {count, plural, one {# problem} other {# problems}}:',
  },
});

const StyledList = styled.ul`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
`;

export interface FormErrorSummaryProps {
  /** Messages to list; `{ field: message }` or a plain list. Empty → nothing rendered. */
  errors: Readonly<Record<string, string | undefined>> | readonly string[];
  /** Default translated "Please correct {count, plural, …}". */
  title?: string;
}

/**
 * Error box at the top of a form after a failed submit (SPEC §5 validation, SPEC §8
 * server `errors` lists). `role="alert"` via `Alert`.
 */
export function FormErrorSummary({ errors, title }: FormErrorSummaryProps) {
  const intl = useIntl();
  const list = (Array.isArray(errors) ? errors : Object.values(errors)).filter((e): e is string =>
    Boolean(e),
  );
  if (list.length === 0) return null;
  return (
    <Alert
      variant="error"
      title={title ?? intl.formatMessage(messages.formErrorSummaryTitle, { count: list.length })}
    >
      <StyledList>
        {list.map((message, i) => (
          <li key={`${i}-${message}`}>{message}</li>
        ))}
      </StyledList>
    </Alert>
  );
}
