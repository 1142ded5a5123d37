import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { NormalizedError } from '../../api/errors';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { formErrorPresentation } from './serverErrors';
import { ServerErrorAlert } from './ServerErrorAlert';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  errorFieldsTitle: {
    id: 'common.error.fieldsTitle',
    defaultMessage:
      'Please correct {count, plural, one {the highlighted field} other {the # highlighted fields}}',
    description:
      "Heading of a form's error summary after the server refused fields (422), which are highlighted with their messages; count = fields (issue #19 point 10).",
  },
});

/** The focus target around the alert or summary: focused by script only, no ring of its own. */
const StyledFocusTarget = styled.div`
  scroll-margin-top: var(--sticky-header-height, 0px);
  &:focus {
    outline: none;
  }
`;

export interface FormServerErrorProps {
  /** The failed submit's error; `null` shows nothing. */
  error: NormalizedError | null;
  /** The alert's title when no field is at fault ("We couldn't save your company"). */
  title: MessageDescriptor;
  /** The form's field names in display order (e.g. the keys of Formik's `initialValues`). */
  fields: readonly string[];
  /** Contract field names → form field names (e.g. `skill_ids` → `skills`). */
  rename?: Record<string, string>;
}

/**
 * The one place a form says why the server refused its submit (issue #19 point 10; SPEC §5,
 * §8), at the top of the form. The fields show their own messages (the form sets them with
 * `formErrorsFromServer`); this adds exactly one of:
 * - after messages for fields (a 422): a summary listing them, headed "Please correct the
 *   highlighted field" / "…the 2 highlighted fields" in the interface language — never the
 *   contract's generic "The given data was invalid." ("Please correct 2 problems:" when some
 *   have no field of the form to show on);
 * - otherwise: one alert titled `title` with the server's message (or "Oops! Something went
 *   wrong." for a 5xx or a network failure), as {@link ServerErrorAlert}.
 * The request itself goes through `errorsShownInline`, so no toast repeats it. Each new error
 * takes the focus (issue #30 point 2): the employer who pressed the submit button is brought
 * to why it failed, and focus never falls to the page.
 */
export function FormServerError({ error, title, fields, rename }: FormServerErrorProps) {
  const intl = useIntl();
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) target.current?.focus();
  }, [error]);
  if (!error) return null;
  const presentation = formErrorPresentation(error, fields, rename);
  let shown;
  if (presentation.kind === 'alert') {
    shown = <ServerErrorAlert title={title} error={error} />;
  } else {
    const { messages, onFields } = presentation;
    shown = (
      <FormErrorSummary
        errors={messages}
        title={
          onFields === messages.length
            ? intl.formatMessage(texts.errorFieldsTitle, { count: onFields })
            : undefined
        }
      />
    );
  }
  return (
    <StyledFocusTarget ref={target} tabIndex={-1} data-form-error>
      {shown}
    </StyledFocusTarget>
  );
}
