import type { FormikProps } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCatalogQuery } from '../../api/catalogApi';
import type { Language } from '../../i18n/languages';
import { FormikTextArea, FormikTextField } from '../shared/FormikFields';
import { FormikMultiSelect } from '../shared/FormikMultiSelect';
import { FormikSelect } from '../shared/FormikSelect';
import { JOB_OPENING_LIMITS as L, type JobOpeningFormValues } from './jobOpeningForm';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  formCity: { id: 'jobOpenings.form.city', defaultMessage: 'City' },
  formCityHint: {
    id: 'jobOpenings.form.cityHint',
    defaultMessage: 'Choose a state first.',
  },
  formDesiredCandidates: {
    id: 'jobOpenings.form.desiredCandidates',
    defaultMessage: 'Desired candidates',
  },
  formDesiredCandidatesHint: {
    id: 'jobOpenings.form.desiredCandidatesHint',
    defaultMessage: 'From 1 to 50.',
  },
  formFirstQuestion: {
    id: 'jobOpenings.form.firstQuestion',
    defaultMessage: 'First question',
  },
  formFirstQuestionHint: {
    id: 'jobOpenings.form.firstQuestionHint',
    defaultMessage: 'Sent as the first message to every candidate you check out.',
  },
  formName: { id: 'jobOpenings.form.name', defaultMessage: 'Name' },
  formNamePlaceholder: {
    id: 'jobOpenings.form.namePlaceholder',
    defaultMessage: 'e.g. Night Warehouse Associate',
  },
  formSkills: { id: 'jobOpenings.form.skills', defaultMessage: 'Skills' },
  formSkillsHint: {
    id: 'jobOpenings.form.skillsHint',
    defaultMessage: 'Choose 1 to 10 skills; type to search.',
  },
  formState: { id: 'jobOpenings.form.state', defaultMessage: 'State' },
  formTemplate: {
    id: 'jobOpenings.form.template',
    defaultMessage: 'First-question template',
  },
  formTemplatePlaceholder: {
    id: 'jobOpenings.form.templatePlaceholder',
    defaultMessage: 'Choose a template…',
    description:
      'Placeholder of the first-question template select: short, it must fit one line on a 375 px phone.',
  },
});

/** Props of {@link JobOpeningFields}. */
export interface JobOpeningFieldsProps {
  /** The form's Formik state. */
  formik: FormikProps<JobOpeningFormValues>;
  /** Language of the templates offered first (both languages are listed). */
  language: Language;
  /** The text typed in the skills field: the skills catalog is searched for it. */
  skillSearch: string;
  /** Called with the text typed in the skills field. */
  onSkillSearch: (text: string) => void;
}

/**
 * The fields of the create-opening form (SPEC §2, §5, §7): name; skills, a multi-select over
 * the skills catalog searched on the server; state, then city (cities load only once a state
 * is chosen, §9; a new state clears the city); desired candidates; a first-question template
 * (offered in the interface language first) that fills the first question; the first question.
 */
export function JobOpeningFields({
  formik,
  language,
  skillSearch,
  onSkillSearch,
}: JobOpeningFieldsProps) {
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
        label={<FormattedMessage {...messages.formName} />}
        name="name"
        required
        placeholder={intl.formatMessage(messages.formNamePlaceholder)}
      />
      <FormikMultiSelect<number>
        label={<FormattedMessage {...messages.formSkills} />}
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
        hint={<FormattedMessage {...messages.formSkillsHint} />}
      />
      <FormikSelect<number>
        label={<FormattedMessage {...messages.formState} />}
        name="state_id"
        inputId="job-opening-state"
        required
        menuPortal
        options={stateOptions}
        isLoading={states.isFetching}
        onChosen={() => void setFieldValue('city_id', null)}
      />
      <FormikSelect<number>
        label={<FormattedMessage {...messages.formCity} />}
        name="city_id"
        inputId="job-opening-city"
        required
        menuPortal
        options={cityOptions}
        isLoading={cities.isFetching}
        isDisabled={values.state_id === null}
        hint={
          values.state_id === null ? <FormattedMessage {...messages.formCityHint} /> : undefined
        }
      />
      <FormikTextField
        label={<FormattedMessage {...messages.formDesiredCandidates} />}
        name="desired_candidates"
        type="number"
        inputMode="numeric"
        min={L.desiredMin}
        max={L.desiredMax}
        required
        hint={<FormattedMessage {...messages.formDesiredCandidatesHint} />}
      />
      <FormikSelect<number>
        label={<FormattedMessage {...messages.formTemplate} />}
        name="template_id"
        inputId="job-opening-template"
        menuPortal
        isClearable
        placeholder={intl.formatMessage(messages.formTemplatePlaceholder)}
        options={templateOptions}
        isLoading={templates.isFetching}
        onChosen={(next) => {
          const template = templates.data?.data.find((t) => t.id === next);
          if (template) void setFieldValue('first_question', template.body);
        }}
      />
      <FormikTextArea
        label={<FormattedMessage {...messages.formFirstQuestion} />}
        name="first_question"
        rows={3}
        required
        hint={<FormattedMessage {...messages.formFirstQuestionHint} />}
      />
    </>
  );
}
