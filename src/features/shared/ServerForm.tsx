import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type * as Yup from 'yup';
import type { NormalizedError } from '../../api/errors';
import { Button } from '../../components/Button';
import { Stack } from '../../components/Stack';
import { FocusFirstInvalid } from './FocusFirstInvalid';
import { FormServerError } from './FormServerError';
import { formErrorsFromServer } from './serverErrors';

export interface ServerFormProps<V extends FormikValues> {
  initialValues: V;
  /** Yup schema with translated messages (SPEC §5). */
  validationSchema: Yup.AnyObjectSchema;
  /** Accessible name of the form. */
  label: string;
  /** The alert's title when the server refuses ("We couldn't log you in"). */
  errorTitle: MessageDescriptor;
  /** Text of the submit button. */
  submitLabel: ReactNode;
  /**
   * Sends the values. Resolves `null` on success (the caller navigates), or the
   * {@link NormalizedError} to show: its 422 `fields` on them with one summary above, or its
   * message in one alert above. Send the request through `errorsShownInline`
   * (src/store/apiNotifications) so that no toast repeats it (issue #19 point 10).
   */
  onSubmit: (values: V) => Promise<NormalizedError | null>;
  /** Contract field names → form field names for 422 messages (e.g. `skill_ids` → `skills`). */
  rename?: Record<string, string>;
  /** The fields (Formik-bound, e.g. `FormikTextField`). */
  children: ReactNode;
  /** Below the submit button (links). */
  after?: ReactNode;
}

/**
 * A form that talks to the API (SPEC §5, §8): Formik + Yup validation, a full-width submit
 * button that shows it is busy, and on failure the server's per-field messages on the fields
 * with one summary above them, or its message in one alert ({@link FormServerError}) — the
 * typed values are kept.
 */
export function ServerForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  label,
  errorTitle,
  submitLabel,
  onSubmit,
  rename,
  children,
  after,
}: ServerFormProps<V>) {
  const [serverError, setServerError] = useState<NormalizedError | null>(null);
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, helpers) => {
        setServerError(null);
        const error = await onSubmit(values);
        if (error) {
          setServerError(error);
          helpers.setErrors(formErrorsFromServer(error, rename) as FormikErrors<V>);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack gap="md">
            <FormServerError
              error={serverError}
              title={errorTitle}
              fields={Object.keys(initialValues)}
              rename={rename}
            />
            {children}
            <FocusFirstInvalid skip={serverError !== null} />
            <Button type="submit" fullWidth loading={isSubmitting}>
              {submitLabel}
            </Button>
            {after}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
