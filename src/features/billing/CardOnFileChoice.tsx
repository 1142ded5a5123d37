import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CardSummary } from '../../contract/types';
import { Icon } from '../../components';
import { cardBrandName, formatCardExpiry } from './cardOnFile';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  cardOnFileAnother: {
    id: 'billing.cardOnFile.another',
    defaultMessage: 'Use another card',
  },
  cardOnFileAnotherHint: {
    id: 'billing.cardOnFile.anotherHint',
    defaultMessage: 'Enter a card and its billing details for this payment',
  },
  cardOnFileHint: {
    id: 'billing.cardOnFile.hint',
    defaultMessage: 'The card on file of your plan',
  },
  cardOnFileLegend: {
    id: 'billing.cardOnFile.legend',
    defaultMessage: 'Payment method',
  },
  cardOnFileOption: {
    id: 'billing.cardOnFile.option',
    defaultMessage: 'Pay with {brand} •••• {last4}, expires {expiry}',
  },
});

/** Which card pays: the card on file (the default) or another one typed in the form. */
export type CardChoice = 'cardOnFile' | 'anotherCard';

/** Props of {@link CardOnFileChoice}. */
export interface CardOnFileChoiceProps {
  /** The card on file (the subscription's `payment_method`, contract `CardSummary`). */
  card: CardSummary;
  /** The chosen option. */
  value: CardChoice;
  /** Called with the option the employer picks. */
  onChange: (value: CardChoice) => void;
  /** Read-only while a payment is in progress. */
  disabled?: boolean;
  /** `name` of the radio inputs and prefix of their ids (unique on the page). */
  name: string;
}

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
`;

const StyledRadio = styled.input`
  margin: 0;
  width: 18px;
  height: 18px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The choice of card at checkout (issue #19 point 3; contract `checkoutCandidates`: without
 * `payment_method_id` the employer's default card is charged): a radio group whose first
 * option is the card on file, named by brand, last four digits and expiry ("Pay with Visa
 * •••• 4242, expires 04/28"), and whose second is "Use another card". Each option is a whole
 * bordered row (its label), so it is one large tap target; arrow keys move between them.
 */
export function CardOnFileChoice({
  card,
  value,
  onChange,
  disabled = false,
  name,
}: CardOnFileChoiceProps) {
  const intl = useIntl();
  const option = (choice: CardChoice, icon: 'creditCard' | 'plus', title: string, hint: string) => (
    <StyledOption $checked={value === choice} $disabled={disabled}>
      <StyledRadio
        type="radio"
        name={name}
        id={`${name}-${choice}`}
        value={choice}
        checked={value === choice}
        disabled={disabled}
        onChange={() => onChange(choice)}
        aria-labelledby={`${name}-${choice}-title`}
        aria-describedby={`${name}-${choice}-hint`}
      />
      <Icon name={icon} size={18} />
      <StyledText>
        <StyledTitle id={`${name}-${choice}-title`}>{title}</StyledTitle>
        <StyledHint id={`${name}-${choice}-hint`}>{hint}</StyledHint>
      </StyledText>
    </StyledOption>
  );
  return (
    <StyledFieldset disabled={disabled}>
      <StyledLegend>
        <FormattedMessage {...messages.cardOnFileLegend} />
      </StyledLegend>
      {option(
        'cardOnFile',
        'creditCard',
        intl.formatMessage(messages.cardOnFileOption, {
          brand: cardBrandName(intl, card.brand),
          last4: card.last4,
          expiry: formatCardExpiry(card),
        }),
        intl.formatMessage(messages.cardOnFileHint),
      )}
      {option(
        'anotherCard',
        'plus',
        intl.formatMessage(messages.cardOnFileAnother),
        intl.formatMessage(messages.cardOnFileAnotherHint),
      )}
    </StyledFieldset>
  );
}
