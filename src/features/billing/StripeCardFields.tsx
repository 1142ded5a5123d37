/**
 * Stripe's card fields (production; contract "Payments"): CardNumberElement, CardExpiryElement
 * and CardCvcElement, themed like the app's inputs and labelled, with the errors the Stripe
 * scope (StripeElements.tsx) reports for each. Part of the lazily loaded Stripe chunk.
 */
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  useStripe,
} from '@stripe/react-stripe-js';
import type { StripeElementStyle } from '@stripe/stripe-js';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { CardFieldsGrid } from './CardFieldsLayout';
import type { CardField } from './cardValidation';
import { cardFieldErrorMessage } from './paymentErrors';
import type { CardFieldsProps } from './paymentProvider';
import { StripeFieldsContext, type ElementChange } from './stripeFieldsContext';
import { billingMessages } from './billing.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  stripeLoadFailedText: {
    id: 'billing.stripe.loadFailed.text',
    defaultMessage:
      "We couldn't reach our payment provider. Check your connection and reopen this step.",
  },
  stripeLoadFailedTitle: {
    id: 'billing.stripe.loadFailed.title',
    defaultMessage: "The secure card form didn't load",
  },
});

const StyledFrame = styled.div<{ $focused: boolean; $invalid: boolean; $disabled?: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm + 2}px ${theme.space.md}px`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $disabled }) =>
    $disabled ? theme.colors.surfaceMuted : theme.colors.surface};
  ${({ theme, $focused }) =>
    $focused &&
    `outline: 2px solid ${theme.colors.focus}; outline-offset: 0; border-color: ${theme.colors.focus};`}
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The Elements' text style from the app's theme: colours (text, placeholder, danger), font. */
function useElementStyle(): StripeElementStyle {
  const theme = useTheme();
  return useMemo(
    () => ({
      base: {
        color: theme.colors.text,
        fontFamily: theme.fonts.body,
        fontSize: '16px',
        iconColor: theme.colors.textMuted,
        '::placeholder': { color: theme.colors.placeholder },
      },
      invalid: { color: theme.colors.danger, iconColor: theme.colors.danger },
    }),
    [theme],
  );
}

/**
 * One labelled Element in a frame styled like the app's inputs (focus ring, invalid border),
 * with the scope's error for `field` under it; `children` renders the Element with the
 * handlers that report its focus, blur and changes.
 */
function StripeField({
  field,
  label,
  disabled,
  children,
}: {
  field: CardField;
  label: MessageDescriptor;
  disabled?: boolean;
  children: (handlers: {
    onFocus: () => void;
    onBlur: () => void;
    onChange: (event: ElementChange) => void;
  }) => ReactNode;
}) {
  const intl = useIntl();
  const state = useContext(StripeFieldsContext);
  const [focused, setFocused] = useState(false);
  if (!state) throw new Error('Stripe card fields must be rendered inside the Stripe Scope');
  const shown = state.shown[field];
  // Our catalog's text for Stripe's validation codes; Stripe's localised one for others.
  const error = shown
    ? cardFieldErrorMessage(shown.code) === billingMessages.cardErrorInvalid && shown.message
      ? shown.message
      : intl.formatMessage(cardFieldErrorMessage(shown.code))
    : undefined;
  const id = `stripe-card-${field}`;
  return (
    <Field id={id} label={<FormattedMessage {...label} />} labelAsText required error={error}>
      <StyledFrame $focused={focused} $invalid={Boolean(error)} $disabled={disabled}>
        {children({
          onFocus: () => setFocused(true),
          onBlur: () => {
            setFocused(false);
            state.onBlur(field);
          },
          onChange: (event) => state.onChange(field, event),
        })}
      </StyledFrame>
    </Field>
  );
}

/** Stripe's card number, expiration date and CVC Elements, themed and labelled. */
export function StripeCardFields({ disabled }: CardFieldsProps) {
  const intl = useIntl();
  const style = useElementStyle();
  const state = useContext(StripeFieldsContext);
  const stripe = useStripe();
  if (state?.loadFailed) {
    return (
      <Alert variant="error" title={<FormattedMessage {...messages.stripeLoadFailedTitle} />}>
        <FormattedMessage {...messages.stripeLoadFailedText} />
      </Alert>
    );
  }
  const common = { style, disabled };
  return (
    <>
      {!stripe && (
        <StyledLoading>
          <Spinner size="sm" decorative />
          <FormattedMessage {...billingMessages.cardLoading} />
        </StyledLoading>
      )}
      <CardFieldsGrid aria-busy={!stripe}>
        <StripeField field="number" label={billingMessages.cardNumber} disabled={disabled}>
          {(handlers) => (
            <CardNumberElement
              id="stripe-card-number"
              options={{
                ...common,
                showIcon: true,
                placeholder: intl.formatMessage(billingMessages.cardNumberPlaceholder),
              }}
              {...handlers}
            />
          )}
        </StripeField>
        <StripeField field="expiry" label={billingMessages.cardExpiry} disabled={disabled}>
          {(handlers) => (
            <CardExpiryElement
              id="stripe-card-expiry"
              options={{
                ...common,
                placeholder: intl.formatMessage(billingMessages.cardExpiryPlaceholder),
              }}
              {...handlers}
            />
          )}
        </StripeField>
        <StripeField field="cvc" label={billingMessages.cardCvc} disabled={disabled}>
          {(handlers) => (
            <CardCvcElement
              id="stripe-card-cvc"
              options={{
                ...common,
                placeholder: intl.formatMessage(billingMessages.cardCvcPlaceholder),
              }}
              {...handlers}
            />
          )}
        </StripeField>
      </CardFieldsGrid>
    </>
  );
}
