import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogQuery } from '../../api/catalogApi';
import { isNormalizedError, type NormalizedError } from '../../api/errors';
import { useCreateJobOpeningMutation } from '../../api/jobOpeningsApi';
import type { JobOpening } from '../../api/types';
import { Button, Modal, Stack } from '../../components';
import type { Language } from '../../i18n/languages';
import { Yup } from '../../i18n/yup';
import { FormikTextArea, FormikTextField } from '../shared/FormikFields';
import { FormikMultiSelect } from '../shared/FormikMultiSelect';
import { FormikSelect } from '../shared/FormikSelect';
import { errorsShownInline } from '../../store/apiNotifications';
import { FormServerError } from '../shared/FormServerError';
import { formErrorsFromServer } from '../shared/serverErrors';

/** Limits of the contract's CreateJobOpeningRequest. */
export const JOB_OPENING_LIMITS = {
  nameMin: 3,
  nameMax: 120,
  skillsMin: 1,
  skillsMax: 10,
  desiredMin: 1,
  desiredMax: 50,
  questionMin: 10,
  questionMax: 500,
} as const;

/** Form values; `desired_candidates` is the raw text of the number input. */
export interface JobOpeningFormValues {
  name: string;
  skills: number[];
  state_id: number | null;
  city_id: number | null;
  desired_candidates: string;
  template_id: number | null;
  first_question: string;
}

export const EMPTY_JOB_OPENING_FORM: JobOpeningFormValues = {
  name: '',
  skills: [],
  state_id: null,
  city_id: null,
  desired_candidates: '10',
  template_id: null,
  first_question: '',
};

export interface CreateJobOpeningFormProps {
  open: boolean;
  onClose: () => void;
  /** Called with the created opening (SPEC §4: then the checkout step opens). */
  onCreated: (opening: JobOpening) => void;
  /** Language of the templates offered first (both languages are listed). */
  language: Language;
  /** Values to start from (stories). */
  initialValues?: JobOpeningFormValues;
  /** Validate and show every error at once on open (stories). */
  initialTouched?: boolean;
}

const L = JOB_OPENING_LIMITS;

/** 422 field names of `createJobOpening` → the form's field names. */
const RENAME = { skill_ids: 'skills' };

/**
 * Rules of the create-opening form (SPEC §5; contract CreateJobOpeningRequest), messages from
 * the app's Yup locale.
 */
const schema = Yup.object({
  name: Yup.string()
    .label('jobOpenings.field.name')
    .trim()
    .required()
    .min(L.nameMin)
    .max(L.nameMax),
  skills: Yup.array()
    .label('jobOpenings.field.skills')
    .of(Yup.number().required())
    .min(L.skillsMin)
    .max(L.skillsMax),
  state_id: Yup.number().label('jobOpenings.field.state').nullable().required(),
  city_id: Yup.number().label('jobOpenings.field.city').nullable().required(),
  desired_candidates: Yup.number()
    .label('jobOpenings.field.desiredCandidates')
    .required()
    .integer()
    .min(L.desiredMin)
    .max(L.desiredMax),
  first_question: Yup.string()
    .label('jobOpenings.field.firstQuestion')
    .trim()
    .required()
    .min(L.questionMin)
    .max(L.questionMax),
});

/**
 * The create-opening form (SPEC §2, §5, §7) in a dialog: name; skills, a multi-select over
 * the skills catalog (server search); location, state then city (cities load only once a
 * state is chosen, §9); desired candidates; first question, with first-question templates
 * offered. Failures keep the values and show the server's messages on their fields. Escape
 * in an open menu closes the menu only; closing the dialog (Escape, Cancel, ×, backdrop) with
 * values changed asks "Discard changes?" first (issue #19 point 1).
 */
export function CreateJobOpeningForm({
  open,
  onClose,
  onCreated,
  language,
  initialValues,
  initialTouched,
}: CreateJobOpeningFormProps) {
  const intl = useIntl();
  const [createJobOpening] = useCreateJobOpeningMutation();
  const [serverError, setServerError] = useState<NormalizedError | null>(null);
  const [skillSearch, setSkillSearch] = useState('');

  const start = initialValues ?? EMPTY_JOB_OPENING_FORM;

  const submit = async (
    values: JobOpeningFormValues,
    helpers: FormikHelpers<JobOpeningFormValues>,
  ) => {
    setServerError(null);
    try {
      // The form says a failure (fields + summary, or its alert): no toast (issue #19 point 10).
      const opening = await errorsShownInline(
        createJobOpening({
          name: values.name.trim(),
          skill_ids: values.skills,
          state_id: values.state_id as number,
          city_id: values.city_id as number,
          desired_candidates: Number(values.desired_candidates),
          first_question: values.first_question.trim(),
        }),
      );
      onCreated(opening);
    } catch (error) {
      if (isNormalizedError(error)) {
        setServerError(error);
        helpers.setErrors(formErrorsFromServer(error, RENAME));
      }
    }
  };

  return (
    <Formik<JobOpeningFormValues>
      initialValues={start}
      validationSchema={schema}
      onSubmit={submit}
      initialTouched={
        initialTouched
          ? {
              name: true,
              skills: true,
              state_id: true,
              city_id: true,
              desired_candidates: true,
              first_question: true,
            }
          : undefined
      }
      initialErrors={initialTouched ? validateNow(schema, start) : undefined}
    >
      {(formik) => (
        <Modal
          open={open}
          onClose={onClose}
          size="lg"
          dismissible={!formik.isSubmitting}
          // Closing with something typed asks first (issue #19 point 1).
          hasUnsavedChanges={formik.dirty}
          title={<FormattedMessage id="jobOpenings.form.title" />}
          footer={(requestClose) => (
            <>
              <Button variant="secondary" onClick={requestClose} disabled={formik.isSubmitting}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" form="create-job-opening" loading={formik.isSubmitting}>
                <FormattedMessage id="jobOpenings.form.submit" />
              </Button>
            </>
          )}
        >
          <Form
            id="create-job-opening"
            noValidate
            aria-label={intl.formatMessage({ id: 'jobOpenings.form.title' })}
          >
            <Stack gap="md">
              <FormServerError
                error={serverError}
                titleId="jobOpenings.form.failed"
                fields={Object.keys(start)}
                rename={RENAME}
              />
              <JobOpeningFields
                formik={formik}
                language={language}
                skillSearch={skillSearch}
                onSkillSearch={setSkillSearch}
              />
            </Stack>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}

function validateNow(
  schema: Yup.AnyObjectSchema,
  values: JobOpeningFormValues,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    // The messages are the locale's ValidationMessage objects, translated when shown.
    const result: Record<string, unknown> = {};
    if (error instanceof Yup.ValidationError) {
      for (const inner of error.inner)
        if (inner.path && !result[inner.path]) result[inner.path] = inner.message;
    }
    return result as Record<string, string>;
  }
}

interface FieldsProps {
  formik: import('formik').FormikProps<JobOpeningFormValues>;
  language: Language;
  skillSearch: string;
  onSkillSearch: (text: string) => void;
}

function JobOpeningFields({ formik, language, skillSearch, onSkillSearch }: FieldsProps) {
  const intl = useIntl();
  const { values, setFieldValue } = formik;
  const skills = useCatalogQuery({
    model: 'skills',
    per_page: 100,
    search: skillSearch.trim() || undefined,
  });
  const states = useCatalogQuery({ model: 'states', per_page: 100 });
  const cities = useCatalogQuery(
    { model: 'cities', per_page: 100, state_id: values.state_id ?? undefined },
    { skip: values.state_id === null },
  );
  const templates = useCatalogQuery({ model: 'templates', per_page: 100 });

  const skillOptions = useMemo(
    () => (skills.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    [skills.data],
  );
  const stateOptions = useMemo(
    () => (states.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    [states.data],
  );
  const cityOptions = useMemo(
    () => (cities.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [cities.data],
  );
  const templateOptions = useMemo(() => {
    const all = templates.data?.data ?? [];
    const ordered = [
      ...all.filter((t) => t.locale === language),
      ...all.filter((t) => t.locale !== language),
    ];
    return ordered.map((t) => ({ value: t.id, label: `${t.title} (${t.locale.toUpperCase()})` }));
  }, [templates.data, language]);

  return (
    <>
      <FormikTextField
        label={<FormattedMessage id="jobOpenings.form.name" />}
        name="name"
        required
        placeholder={intl.formatMessage({ id: 'jobOpenings.form.namePlaceholder' })}
      />
      <FormikMultiSelect<number>
        label={<FormattedMessage id="jobOpenings.form.skills" />}
        name="skills"
        inputId="job-opening-skills"
        required
        menuPortal
        filterLocally={false}
        options={skillOptions}
        isLoading={skills.isFetching}
        onInputChange={(text, meta) => {
          if (meta.action === 'input-change') onSkillSearch(text);
        }}
        hint={<FormattedMessage id="jobOpenings.form.skillsHint" />}
      />
      <FormikSelect<number>
        label={<FormattedMessage id="jobOpenings.form.state" />}
        name="state_id"
        inputId="job-opening-state"
        required
        menuPortal
        options={stateOptions}
        isLoading={states.isFetching}
        onChosen={() => void setFieldValue('city_id', null)}
      />
      <FormikSelect<number>
        label={<FormattedMessage id="jobOpenings.form.city" />}
        name="city_id"
        inputId="job-opening-city"
        required
        menuPortal
        options={cityOptions}
        isLoading={cities.isFetching}
        isDisabled={values.state_id === null}
        hint={
          values.state_id === null ? <FormattedMessage id="jobOpenings.form.cityHint" /> : undefined
        }
      />
      <FormikTextField
        label={<FormattedMessage id="jobOpenings.form.desiredCandidates" />}
        name="desired_candidates"
        type="number"
        inputMode="numeric"
        min={L.desiredMin}
        max={L.desiredMax}
        required
        hint={<FormattedMessage id="jobOpenings.form.desiredCandidatesHint" />}
      />
      <FormikSelect<number>
        label={<FormattedMessage id="jobOpenings.form.template" />}
        name="template_id"
        inputId="job-opening-template"
        menuPortal
        isClearable
        placeholder={intl.formatMessage({ id: 'jobOpenings.form.templatePlaceholder' })}
        options={templateOptions}
        isLoading={templates.isFetching}
        onChosen={(next) => {
          const template = templates.data?.data.find((t) => t.id === next);
          if (template) void setFieldValue('first_question', template.body);
        }}
      />
      <FormikTextArea
        label={<FormattedMessage id="jobOpenings.form.firstQuestion" />}
        name="first_question"
        rows={3}
        required
        hint={<FormattedMessage id="jobOpenings.form.firstQuestionHint" />}
      />
    </>
  );
}
