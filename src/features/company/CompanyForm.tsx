import { useFormikContext } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogQuery } from '../../api/catalogApi';
import { useUpdateCompanyMutation } from '../../api/companyApi';
import { asNormalizedError, type NormalizedError } from '../../api/errors';
import type { City, Company, CompanyIndustry, CompanySize, State } from '../../contract/types';
import { DateField } from '../../components/DateField';
import {
  labelOf,
  PHONE_NUMBER_PATTERN,
  phoneNumberMessage,
  usPhoneDigits,
  Yup,
} from '../../i18n/yup';
import { errorsShownInline } from '../../store/apiNotifications';
import { FormikTextField, useFieldErrorText } from '../shared/FormikFields';
import { FormikRecordSelect } from '../shared/FormikRecordSelect';
import { clearDraft, FormDraft, readDraft } from '../shared/FormDraft';
import { ServerForm } from '../shared/ServerForm';
import { StyledPair } from './CompanyForm.styles';
import { companyFormMessages } from './CompanyForm.messages';

/** The company form's values: catalog records for the selects, `yyyy-MM-dd` for the date. */
export interface CompanyFormValues {
  name: string;
  description: string;
  phone_number: string;
  state: State | null;
  city: City | null;
  company_size: CompanySize | null;
  company_industry: CompanyIndustry | null;
  customer_since: string | null;
}

/** Limits of CompanyUpdateRequest (contract): name 2–120, description ≤ 1000 characters. */
const COMPANY_LIMITS = { nameMin: 2, nameMax: 120, descriptionMax: 1000 } as const;

/** 422 field names of `updateCompany` → the form's field names. */
const RENAME = {
  state_id: 'state',
  city_id: 'city',
  company_size_id: 'company_size',
  company_industry_id: 'company_industry',
};

/** Today as `yyyy-MM-dd` in the local calendar (the latest "customer since"). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form's values for a stored company (every field empty until the company step). */
function companyFormValues(company: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    description: company?.description ?? '',
    phone_number: company?.phone_number ?? '',
    state: company?.location?.state ?? null,
    city: company?.location?.city ?? null,
    company_size: company?.company_size ?? null,
    company_industry: company?.company_industry ?? null,
    customer_since: company?.customer_since ?? null,
  };
}

/**
 * The company schema (SPEC §2 labels, §5 rules; contract CompanyUpdateRequest): name
 * required 2–120; description optional ≤ 1000; phone number required, exactly 10 digits
 * (VALID_PHONE_NUMBER); state, city, size, industry required; customer since required, not
 * in the future. Messages come from the app's Yup locale.
 */
function companySchema(maxDay = today()) {
  return Yup.object({
    name: Yup.string()
      .label(labelOf(companyFormMessages.attributeName))
      .trim()
      .required()
      .min(COMPANY_LIMITS.nameMin)
      .max(COMPANY_LIMITS.nameMax),
    description: Yup.string()
      .label(labelOf(companyFormMessages.attributeDescription))
      .max(COMPANY_LIMITS.descriptionMax),
    phone_number: Yup.string()
      .label(labelOf(companyFormMessages.attributePhoneNumber))
      .trim()
      .required()
      .test(
        'phone-number',
        phoneNumberMessage.message,
        (value) => !value || PHONE_NUMBER_PATTERN.test(usPhoneDigits(value)),
      ),
    state: Yup.object().label(labelOf(companyFormMessages.attributeState)).nullable().required(),
    city: Yup.object().label(labelOf(companyFormMessages.attributeCity)).nullable().required(),
    company_size: Yup.object()
      .label(labelOf(companyFormMessages.attributeSize))
      .nullable()
      .required(),
    company_industry: Yup.object()
      .label(labelOf(companyFormMessages.attributeIndustry))
      .nullable()
      .required(),
    customer_since: Yup.date()
      .label(labelOf(companyFormMessages.attributeCustomerSince))
      .nullable()
      .required()
      .max(new Date(`${maxDay}T23:59:59`)),
  });
}

export interface CompanyFormProps {
  /** The company to prefill (the current user's); its `id` is the one updated. */
  company: Company;
  /** Submit button text. */
  submitLabel: ReactNode;
  /** Called with the saved Company (already written on the current user). */
  onSaved?: (company: Company) => void;
  /** sessionStorage key for typed-but-unsaved values; omit to keep none. */
  draftKey?: string;
}

/**
 * The company information form (SPEC §2 sign-up step and account screen; contract
 * `updateCompany`, PUT /v1/employers/companies/{id}): name, description, phone number (10
 * digits), state then city (cities load only once a state is chosen; changing the state
 * clears the city, §9), size, industry and customer since (a date picker, not in the future).
 * On save the Company replaces the one on the current user and the UPDATED notification
 * shows (src/api/companyApi); a failure keeps every value and shows the server's 422
 * messages on their fields.
 */
export function CompanyForm({ company, submitLabel, onSaved, draftKey }: CompanyFormProps) {
  const intl = useIntl();
  const [updateCompany] = useUpdateCompanyMutation();
  const schema = useMemo(() => companySchema(), []);
  const initialValues = useMemo(
    () => readDraft(draftKey, companyFormValues(company)),
    [draftKey, company],
  );

  const save = async (values: CompanyFormValues): Promise<NormalizedError | null> => {
    try {
      // The form says a failure (fields + summary, or its alert): no toast (issue #19 point 10).
      const saved = await errorsShownInline(
        updateCompany({
          id: company.id,
          name: values.name.trim(),
          description: values.description.trim() || null,
          phone_number: usPhoneDigits(values.phone_number),
          state_id: values.state?.id as number,
          city_id: values.city?.id as number,
          company_size_id: values.company_size?.id as number,
          company_industry_id: values.company_industry?.id as number,
          customer_since: values.customer_since as string,
        }),
      );
      clearDraft(draftKey);
      onSaved?.(saved);
      return null;
    } catch (error) {
      return asNormalizedError(error);
    }
  };

  return (
    <ServerForm<CompanyFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      label={intl.formatMessage(companyFormMessages.formLabel)}
      errorTitle={companyFormMessages.formFailed}
      submitLabel={submitLabel}
      onSubmit={save}
      rename={RENAME}
    >
      {draftKey && <FormDraft storageKey={draftKey} />}
      <FormikTextField
        label={<FormattedMessage {...companyFormMessages.fieldName} />}
        name="name"
        autoComplete="organization"
        required
      />
      <FormikTextField
        label={<FormattedMessage {...companyFormMessages.fieldDescription} />}
        name="description"
        multiline
        rows={3}
        hint={<FormattedMessage {...companyFormMessages.fieldDescriptionHint} />}
      />
      <FormikTextField
        label={<FormattedMessage {...companyFormMessages.fieldPhoneNumber} />}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        hint={<FormattedMessage {...companyFormMessages.fieldPhoneNumberHint} />}
      />
      <CompanyCatalogFields maxDay={today()} />
    </ServerForm>
  );
}

/** The selects and the date of the company form, bound to the surrounding Formik form. */
function CompanyCatalogFields({ maxDay }: { maxDay: string }) {
  const { values, isSubmitting, setFieldValue, setFieldTouched } =
    useFormikContext<CompanyFormValues>();
  const customerSinceError = useFieldErrorText('customer_since');
  const states = useCatalogQuery({ model: 'states', per_page: 100 });
  const cities = useCatalogQuery(
    { model: 'cities', per_page: 100, state_id: values.state?.id },
    { skip: !values.state },
  );
  const sizes = useCatalogQuery({ model: 'company-sizes', per_page: 100 });
  const industries = useCatalogQuery({ model: 'company-industries', per_page: 100 });

  return (
    <>
      <StyledPair>
        <FormikRecordSelect<State>
          name="state"
          label={<FormattedMessage {...companyFormMessages.fieldState} />}
          inputId="company-state"
          required
          records={states.data?.data ?? []}
          isLoading={states.isFetching}
          isDisabled={isSubmitting}
          // Cities belong to a state: another state clears the city (SPEC §9).
          onChosen={(next, previous) => {
            if (next?.id !== previous?.id) void setFieldValue('city', null);
          }}
        />
        <FormikRecordSelect<City>
          name="city"
          label={<FormattedMessage {...companyFormMessages.fieldCity} />}
          inputId="company-city"
          required
          records={cities.data?.data ?? []}
          isLoading={cities.isFetching}
          isDisabled={isSubmitting || !values.state}
          hint={
            !values.state ? <FormattedMessage {...companyFormMessages.fieldCityHint} /> : undefined
          }
        />
      </StyledPair>
      <StyledPair>
        <FormikRecordSelect<CompanySize>
          name="company_size"
          label={<FormattedMessage {...companyFormMessages.fieldSize} />}
          inputId="company-size"
          required
          records={sizes.data?.data ?? []}
          isLoading={sizes.isFetching}
          isDisabled={isSubmitting}
        />
        <FormikRecordSelect<CompanyIndustry>
          name="company_industry"
          label={<FormattedMessage {...companyFormMessages.fieldIndustry} />}
          inputId="company-industry"
          required
          records={industries.data?.data ?? []}
          isLoading={industries.isFetching}
          isDisabled={isSubmitting}
        />
      </StyledPair>
      <DateField
        label={<FormattedMessage {...companyFormMessages.fieldCustomerSince} />}
        id="company-customer-since"
        required
        value={values.customer_since}
        max={maxDay}
        disabled={isSubmitting}
        onChange={(next) => {
          void setFieldValue('customer_since', next);
          void setFieldTouched('customer_since', true, false);
        }}
        onBlur={() => void setFieldTouched('customer_since', true)}
        error={customerSinceError}
      />
    </>
  );
}
