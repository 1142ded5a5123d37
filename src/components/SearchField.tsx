import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Field } from './Field';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { controlStyles } from './TextField';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  searchClear: { id: 'components.search.clear', defaultMessage: 'Clear search' },
  searchPlaceholder: {
    id: 'components.search.placeholder',
    defaultMessage: 'Search…',
  },
});

const StyledWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const StyledSearchIcon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md}px;
  display: flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-left: 40px;
  padding-right: 44px;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const StyledClear = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs}px;
  display: flex;
`;

export interface SearchFieldProps {
  /** Accessible label, e.g. "Search job openings". */
  label: string;
  /** Show the label above the field (default: visually hidden). */
  showLabel?: boolean;
  value: string;
  /** Called with the new text on typing and with `''` on clear. */
  onChange: (value: string) => void;
  /** Default translated "Search…". */
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
}

/**
 * Search box with a clear button (SPEC §2: job openings and chats filtered by search
 * text; debouncing is the caller's job, SPEC §9 250 ms). Clearing returns focus to the input.
 */
export function SearchField({
  label,
  showLabel = false,
  value,
  onChange,
  placeholder,
  id,
  name,
  disabled,
}: SearchFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const fieldId = id ?? `search-${generatedId}`;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Field id={fieldId} label={label} hideLabel={!showLabel}>
      {/* A named search landmark: pages and catalogs may hold more than one. */}
      <StyledWrap role="search" aria-label={label}>
        <StyledSearchIcon>
          <Icon name="search" size={18} />
        </StyledSearchIcon>
        <StyledInput
          ref={inputRef}
          id={fieldId}
          name={name}
          type="search"
          value={value}
          disabled={disabled}
          placeholder={placeholder ?? intl.formatMessage(messages.searchPlaceholder)}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value && !disabled && (
          <StyledClear>
            <IconButton
              size="sm"
              label={intl.formatMessage(messages.searchClear)}
              icon={<Icon name="close" size={16} />}
              onClick={() => {
                onChange('');
                inputRef.current?.focus();
              }}
            />
          </StyledClear>
        )}
      </StyledWrap>
    </Field>
  );
}
