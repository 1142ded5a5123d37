import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LazySelect } from '../../components/LazySelect';
import { defineMessages } from '../../i18n/defineMessages';
import type { OpeningChoices } from './useOpeningChoices';

const messages = defineMessages({
  openingFilter: { id: 'inbox.filters.opening', defaultMessage: 'Job opening' },
  openingAll: { id: 'inbox.filters.openingAll', defaultMessage: 'All job openings' },
});

/**
 * The job opening combobox, hidden with its list pane: react-select gives its input's box
 * `visibility: visible`, which would keep the input shown, focusable and unlabelled (axe
 * `label`) over the phone's thread view, where the list pane is `visibility: hidden`. Its
 * parts inherit the pane's visibility instead. `display: contents`: no box of its own.
 */
const StyledOpeningFilter = styled.div`
  display: contents;

  && * {
    visibility: inherit;
  }
`;

/** Props of {@link OpeningFilter}. */
export interface OpeningFilterProps {
  /** Id of the combobox's input (its label's `for`). */
  inputId: string;
  /** The opening chosen (its uuid); `undefined` = every opening. */
  value: string | undefined;
  /** Called with the opening chosen, or `undefined` when cleared. */
  onChange: (uuid: string | undefined) => void;
  /** The options and the search behind them ({@link useOpeningChoices}). */
  choices: Pick<OpeningChoices, 'options' | 'isLoading' | 'onInputChange'>;
}

/**
 * The inbox's "Job opening" filter (issue #21 point 1): a clearable combobox ("All job
 * openings" when none is chosen) over the employer's openings, searched on the server as the
 * employer types (`choices`), chosen with the keyboard or the pointer. Its code loads apart from
 * the inbox's (`LazySelect`, issue #31 point 1): a placeholder of the same size until then.
 */
export function OpeningFilter({ inputId, value, onChange, choices }: OpeningFilterProps) {
  const intl = useIntl();
  return (
    <StyledOpeningFilter>
      <LazySelect<string>
        inputId={inputId}
        label={intl.formatMessage(messages.openingFilter)}
        placeholder={intl.formatMessage(messages.openingAll)}
        options={choices.options}
        value={value ?? null}
        isLoading={choices.isLoading}
        isClearable
        // In document.body: the list pane's edge clipped the menu (issue #30 point 3).
        menuPortal
        onInputChange={choices.onInputChange}
        onChange={(uuid) => onChange(uuid ?? undefined)}
      />
    </StyledOpeningFilter>
  );
}
