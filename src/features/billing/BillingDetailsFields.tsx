import type { FormikProps } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogQuery } from '../../api/catalogApi';
import type { City, State } from '../../contract/types';
import { TextField } from '../../components';
import { Select } from '../../components/Select';
import { translateValidationError } from '../../i18n/translateValidationError';
import { isFieldErrorShown } from '../shared/FormikFields';
import type { BillingFormValues } from './billingDetails';
import { StyledFieldset, StyledLegend, StyledLocationGrid } from './CardPaymentForm.styles';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  fieldAddress: { id: 'billing.field.address', defaultMessage: 'Billing address' },
  fieldCardholderName: {
    id: 'billing.field.cardholderName',
    defaultMessage: 'Cardholder name',
  },
  fieldCity: { id: 'billing.field.city', defaultMessage: 'City' },
  fieldCityHint: {
    id: 'billing.field.cityHint',
    defaultMessage: 'Choose a state first.',
  },
  fieldState: { id: 'billing.field.state', defaultMessage: 'State' },
  fieldZip: { id: 'billing.field.zip', defaultMessage: 'Zip code' },
  formBilling: { id: 'billing.form.billing', defaultMessage: 'Billing details' },
});

/** Props of {@link BillingDetailsFields}. */
export interface BillingDetailsFieldsProps {
  /** Id of the form: the fields' ids are `<id>-name`, `<id>-line1`, `<id>-state`, … */
  id: string;
  /** The form's Formik state (values, errors, touched and handlers of the billing details). */
  formik: FormikProps<BillingFormValues>;
  /** A payment was attempted: every field's error shows from then on (SPEC §5). */
  attempted: boolean;
  /** Disabled (a payment is processing or done). */
  locked: boolean;
  /** Hidden (paying with the card on file); the values typed are kept. */
  hidden: boolean;
}

/**
 * The billing details group of the card payment form (SPEC §3 billing labels, §5): cardholder
 * name, billing address, then state, city and zip code side by side. State and city are
 * chosen from the catalogs (`useCatalogQuery`; cities of the chosen state only, a new state
 * clears the city); a prefilled choice shows before its catalog page loads. A field's error
 * shows once it was touched, or once a payment was attempted.
 */
export function BillingDetailsFields({
  id,
  formik,
  attempted,
  locked,
  hidden,
}: BillingDetailsFieldsProps) {
  const intl = useIntl();
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched } =
    formik;
  const states = useCatalogQuery({ model: 'states', per_page: 100 });
  const cities = useCatalogQuery(
    { model: 'cities', per_page: 100, state_id: values.state?.id },
    { skip: !values.state },
  );
  const stateOptions = useMemo(
    () =>
      withValue(states.data?.data ?? [], values.state).map((s) => ({ value: s, label: s.name })),
    [states.data, values.state],
  );
  const cityOptions = useMemo(
    () => withValue(cities.data?.data ?? [], values.city).map((c) => ({ value: c, label: c.name })),
    [cities.data, values.city],
  );

  const err = (name: keyof BillingFormValues) =>
    isFieldErrorShown(
      {
        touched: Boolean(touched[name]),
        value: values[name],
        initialValue: formik.initialValues[name],
      },
      attempted,
    )
      ? translateValidationError(intl, errors[name] as unknown)
      : undefined;

  return (
    <StyledFieldset disabled={locked} hidden={hidden}>
      <StyledLegend>
        <FormattedMessage {...messages.formBilling} />
      </StyledLegend>
      <TextField
        label={<FormattedMessage {...messages.fieldCardholderName} />}
        name="name"
        id={`${id}-name`}
        required
        autoComplete="cc-name"
        value={values.name}
        onChange={handleChange}
        onBlur={handleBlur}
        error={err('name')}
      />
      <TextField
        label={<FormattedMessage {...messages.fieldAddress} />}
        name="line1"
        id={`${id}-line1`}
        required
        autoComplete="address-line1"
        value={values.line1}
        onChange={handleChange}
        onBlur={handleBlur}
        error={err('line1')}
      />
      <StyledLocationGrid>
        <Select<State>
          label={<FormattedMessage {...messages.fieldState} />}
          name="state"
          inputId={`${id}-state`}
          required
          menuPortal
          options={stateOptions}
          value={values.state}
          getKey={(s) => s.id}
          isLoading={states.isFetching}
          isDisabled={locked}
          onChange={(next) => {
            void setFieldValue('state', next);
            if (next?.id !== values.state?.id) void setFieldValue('city', null);
          }}
          onBlur={() => void setFieldTouched('state', true)}
          error={err('state')}
        />
        <Select<City>
          label={<FormattedMessage {...messages.fieldCity} />}
          name="city"
          inputId={`${id}-city`}
          required
          menuPortal
          options={cityOptions}
          value={values.city}
          getKey={(c) => c.id}
          isLoading={cities.isFetching}
          isDisabled={locked || !values.state}
          hint={!values.state ? <FormattedMessage {...messages.fieldCityHint} /> : undefined}
          onChange={(next) => void setFieldValue('city', next)}
          onBlur={() => void setFieldTouched('city', true)}
          error={err('city')}
        />
        <TextField
          label={<FormattedMessage {...messages.fieldZip} />}
          name="postal_code"
          id={`${id}-zip`}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.postal_code}
          onChange={handleChange}
          onBlur={handleBlur}
          error={err('postal_code')}
        />
      </StyledLocationGrid>
    </StyledFieldset>
  );
}

/** `items`, plus `value` when it is not among them (a prefilled choice before its page loads). */
function withValue<V extends { id: number }>(items: readonly V[], value: V | null): V[] {
  if (!value || items.some((item) => item.id === value.id)) return [...items];
  return [value, ...items];
}
