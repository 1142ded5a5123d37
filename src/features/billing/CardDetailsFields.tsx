/** The card group (provider's card fields and the secure note) of the card payment form (CardPaymentForm). */
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../components';
import { StyledFieldset, StyledLegend, StyledSecure } from './CardPaymentForm.styles';
import type { PaymentProvider } from './paymentProvider';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  formCard: { id: 'billing.form.card', defaultMessage: 'Card' },
  formSecure: {
    id: 'billing.form.secure',
    defaultMessage:
      'Card details go straight to our payment provider. Hireline never sees or stores them.',
  },
});

/** Props of {@link CardDetailsFields}. */
export interface CardDetailsFieldsProps {
  /** The payment provider's card fields (card number, expiration date, CVV). */
  CardFields: PaymentProvider['CardFields'];
  /** Disabled (a payment is processing or done). */
  locked: boolean;
  /** Hidden (paying with the card on file); what was typed in the card fields is kept. */
  hidden: boolean;
}

/**
 * The card group of the card payment form (SPEC §3, §7 "Card payment"): the "Card" legend,
 * the provider's card fields (rendered inside its `Scope`) and the note that card details go
 * straight to the payment provider.
 */
export function CardDetailsFields({ CardFields, locked, hidden }: CardDetailsFieldsProps) {
  return (
    <StyledFieldset disabled={locked} hidden={hidden}>
      <StyledLegend>
        <FormattedMessage {...messages.formCard} />
      </StyledLegend>
      <CardFields disabled={locked} />
      <StyledSecure>
        <Icon name="lock" size={14} />
        <FormattedMessage {...messages.formSecure} />
      </StyledSecure>
    </StyledFieldset>
  );
}
