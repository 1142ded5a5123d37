/**
 * The create-opening form's values and rules (SPEC §5; contract CreateJobOpeningRequest):
 * the limits, the empty form, the Yup schema and the validation of a whole form at once.
 */
import { labelOf, Yup } from '../../i18n/yup';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  fieldCity: { id: 'jobOpenings.field.city', defaultMessage: 'city' },
  fieldDesiredCandidates: {
    id: 'jobOpenings.field.desiredCandidates',
    defaultMessage: 'desired candidates',
  },
  fieldFirstQuestion: {
    id: 'jobOpenings.field.firstQuestion',
    defaultMessage: 'first question',
  },
  fieldName: { id: 'jobOpenings.field.name', defaultMessage: 'name' },
  fieldSkills: { id: 'jobOpenings.field.skills', defaultMessage: 'skills' },
  fieldState: { id: 'jobOpenings.field.state', defaultMessage: 'state' },
});

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

/** A new opening's form: empty, 10 desired candidates. */
export const EMPTY_JOB_OPENING_FORM: JobOpeningFormValues = {
  name: '',
  skills: [],
  state_id: null,
  city_id: null,
  desired_candidates: '10',
  template_id: null,
  first_question: '',
};

const L = JOB_OPENING_LIMITS;

/**
 * Rules of the create-opening form (SPEC §5; contract CreateJobOpeningRequest), messages from
 * the app's Yup locale.
 */
export const jobOpeningSchema = Yup.object({
  name: Yup.string()
    .label(labelOf(texts.fieldName))
    .trim()
    .required()
    .min(L.nameMin)
    .max(L.nameMax),
  skills: Yup.array()
    .label(labelOf(texts.fieldSkills))
    .of(Yup.number().required())
    .min(L.skillsMin)
    .max(L.skillsMax),
  state_id: Yup.number().label(labelOf(texts.fieldState)).nullable().required(),
  city_id: Yup.number().label(labelOf(texts.fieldCity)).nullable().required(),
  desired_candidates: Yup.number()
    .label(labelOf(texts.fieldDesiredCandidates))
    .required()
    .integer()
    .min(L.desiredMin)
    .max(L.desiredMax),
  first_question: Yup.string()
    .label(labelOf(texts.fieldFirstQuestion))
    .trim()
    .required()
    .min(L.questionMin)
    .max(L.questionMax),
});

/**
 * The errors of `values` under `schema`, all at once (the first per field), as Formik's
 * `initialErrors` (e.g. a story that opens the form with every error shown).
 */
export function validateNow(
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
