import { useIntl, type MessageDescriptor } from 'react-intl';
import { touchTargetStyles } from '../theme/touch';
import styled from 'styled-components';
import type { Language } from '../i18n/languages';
import { VisuallyHidden } from './VisuallyHidden';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  languageSwitchEn: { id: 'components.languageSwitch.en', defaultMessage: 'English' },
  languageSwitchEs: { id: 'components.languageSwitch.es', defaultMessage: 'Español' },
  languageSwitchLabel: {
    id: 'components.languageSwitch.label',
    defaultMessage: 'Language',
  },
});

const LANGUAGE_OPTIONS: readonly {
  value: Language;
  label: MessageDescriptor;
  short: string;
}[] = [
  { value: 'en', label: messages.languageSwitchEn, short: 'EN' },
  { value: 'es', label: messages.languageSwitchEs, short: 'ES' },
];

const StyledGroup = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledOption = styled.button<{ $active: boolean }>`
  min-height: 30px;
  ${touchTargetStyles}
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $active }) =>
    $active ? theme.fontWeights.semibold : theme.fontWeights.medium};
  cursor: pointer;
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface LanguageSwitchProps {
  /** The interface language (SPEC §9: en default, es). */
  value: Language;
  /** Called with the chosen language (not called for the current one). */
  onChange: (language: Language) => void;
  /** Show "EN"/"ES" instead of "English"/"Español" (top bars on small screens). */
  compact?: boolean;
}

/**
 * Segmented control to choose English or Español (SPEC §1: two languages). A labelled
 * group ("Language"/"Idioma") of two toggle buttons with `aria-pressed`; each language
 * name is written in its own language and tagged with `lang`.
 */
export function LanguageSwitch({ value, onChange, compact = false }: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <StyledGroup role="group" aria-label={intl.formatMessage(messages.languageSwitchLabel)}>
      {LANGUAGE_OPTIONS.map((option) => {
        const name = intl.formatMessage(option.label);
        return (
          <StyledOption
            key={option.value}
            type="button"
            lang={option.value}
            $active={option.value === value}
            aria-pressed={option.value === value}
            title={compact ? name : undefined}
            onClick={() => option.value !== value && onChange(option.value)}
          >
            {compact ? (
              <>
                <span aria-hidden="true">{option.short}</span>
                <VisuallyHidden>{name}</VisuallyHidden>
              </>
            ) : (
              name
            )}
          </StyledOption>
        );
      })}
    </StyledGroup>
  );
}
