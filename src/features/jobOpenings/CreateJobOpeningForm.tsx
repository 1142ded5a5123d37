import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isNormalizedError, type NormalizedError } from '../../api/errors';
import { useCreateJobOpeningMutation } from '../../api/jobOpeningsApi';
import type { JobOpening } from '../../contract/types';
import { Button, Modal, Stack } from '../../components';
import type { Language } from '../../i18n/languages';
import { errorsShownInline } from '../../store/apiNotifications';
import { FormServerError } from '../shared/FormServerError';
import { clearDraft, FormDraft, readDraft } from '../shared/FormDraft';
import { formErrorsFromServer } from '../shared/serverErrors';
import { JobOpeningFields } from './JobOpeningFields';
import {
  EMPTY_JOB_OPENING_FORM,
  jobOpeningSchema,
  validateNow,
  type JobOpeningFormValues,
} from './jobOpeningForm';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  formFailed: {
    id: 'jobOpenings.form.failed',
    defaultMessage: "We couldn't create the job opening",
  },
  formSubmit: {
    id: 'jobOpenings.form.submit',
    defaultMessage: 'Create and find candidates',
  },
  formTitle: {
    id: 'jobOpenings.form.title',
    defaultMessage: 'Create a job opening',
  },
});

/** Props of {@link CreateJobOpeningForm}. */
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
  /**
   * `sessionStorage` key of the typed values ({@link FormDraft}): they come back after a
   * reload of the tab (issue #30 point 5). None: nothing is kept.
   */
  draftKey?: string;
  /** A serial: each new value asks the dialog to close as Escape would (Modal `closeRequested`). */
  closeRequested?: number;
}

/** Puts the values a reload interrupted back into the form, once, as typed (so `dirty`). */
function RestoreDraft({ draftKey }: { draftKey: string }) {
  const { initialValues, setValues } = useFormikContext<JobOpeningFormValues>();
  useEffect(() => {
    const draft = readDraft(draftKey, initialValues);
    if (draft !== initialValues) void setValues(draft);
    // Once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** 422 field names of `createJobOpening` → the form's field names. */
const RENAME = { skill_ids: 'skills' };

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
  draftKey,
  closeRequested,
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
      clearDraft(draftKey);
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
      validationSchema={jobOpeningSchema}
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
      initialErrors={initialTouched ? validateNow(jobOpeningSchema, start) : undefined}
    >
      {(formik) => (
        <Modal
          open={open}
          onClose={onClose}
          size="lg"
          dismissible={!formik.isSubmitting}
          // Closing with something typed asks first (issue #19 point 1).
          hasUnsavedChanges={formik.dirty}
          closeRequested={closeRequested}
          title={<FormattedMessage {...texts.formTitle} />}
          footer={(requestClose) => (
            <>
              <Button variant="secondary" onClick={requestClose} disabled={formik.isSubmitting}>
                <FormattedMessage {...commonMessages.cancel} />
              </Button>
              <Button type="submit" form="create-job-opening" loading={formik.isSubmitting}>
                <FormattedMessage {...texts.formSubmit} />
              </Button>
            </>
          )}
        >
          <Form id="create-job-opening" noValidate aria-label={intl.formatMessage(texts.formTitle)}>
            {draftKey && (
              <>
                <RestoreDraft draftKey={draftKey} />
                <FormDraft storageKey={draftKey} />
              </>
            )}
            <Stack gap="md">
              <FormServerError
                error={serverError}
                title={texts.formFailed}
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
