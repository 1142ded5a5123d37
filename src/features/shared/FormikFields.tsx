/**
 * Formik-bound fields of the design system whose errors are translated when shown (SPEC §5):
 * every error goes through {@link useFieldErrorText}, the one place that reads Formik's error
 * (typed `string`, in fact a Yup-locale `ValidationMessage` or a server 422 string). The
 * select wrappers — ./FormikSelect, ./FormikMultiSelect, ./FormikRecordSelect, all on
 * {@link useFieldBinding} — have their own files, so that react-select loads only with the
 * screens that use them, not with the login page.
 */
import { getIn, setIn, useField, useFormikContext } from 'formik';
import { useRef, type FocusEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { afterPointerSettles, usePointerTracking } from '../../components/afterPointerSettles';
import { PasswordField } from '../../components/PasswordField';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { translateValidationError } from '../../i18n/translateValidationError';

/** Props of a Formik-bound text field: the design-system props minus what Formik supplies. */
export type FormikTextFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  /** The Formik field (also the input's `name` and, without `id`, its id). */
  name: string;
  label: ReactNode;
};

/** Props of {@link FormikTextArea}: a text field without `type`, with `rows` (default 4). */
export type FormikTextAreaProps = Omit<FormikTextFieldProps, 'type' | 'multiline' | 'endAdornment'>;

/** Props of {@link FormikPasswordField}: a text field without `type` and adornment. */
export type FormikPasswordFieldProps = Omit<
  FormikTextFieldProps,
  'type' | 'multiline' | 'rows' | 'endAdornment'
>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * Whether a field's error is shown (SPEC §5): once a submit was attempted (`submitted`), or
 * once the field was left (`touched`) holding something other than its initial value. A field
 * the employer only passed through with Tab, or opened and left as it was, is not flagged:
 * reaching a button past an empty form shows no errors.
 *
 * @param meta - the field's Formik meta (`touched`, `value`, `initialValue`); empty values
 *   (`undefined`, `null`, `''`, `[]`) count as equal.
 */
export function isFieldErrorShown(
  meta: { touched: boolean; value: unknown; initialValue?: unknown },
  submitted: boolean,
): boolean {
  if (submitted) return true;
  if (!meta.touched) return false;
  if (isEmpty(meta.value) && isEmpty(meta.initialValue)) return false;
  return JSON.stringify(meta.value) !== JSON.stringify(meta.initialValue);
}

/**
 * The translated error of the Formik field `name` (SPEC §5), when {@link isFieldErrorShown}: a Yup-locale `ValidationMessage` formatted in the current interface
 * language (so it changes with the language), or the server's 422 message as it came
 * (`formErrorsFromServer`); `undefined` when there is none or it is not to be shown yet. For
 * custom Formik-bound fields (pickers, selects) that take an `error` string.
 */
export function useFieldErrorText(name: string): string | undefined {
  const intl = useIntl();
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  if (!isFieldErrorShown(meta, submitCount > 0)) return undefined;
  // Formik types errors as strings; the app's Yup locale puts message objects there.
  return translateValidationError(intl, meta.error as unknown);
}

/** What {@link useFieldBinding} gives a custom Formik-bound field. */
export interface FieldBinding<V> {
  /** The field's value (`null` when Formik holds `undefined`). */
  value: V | null;
  /** The translated error to show, as {@link useFieldErrorText}. */
  error: string | undefined;
  /** Sets the value and validates the form with it. */
  change: (next: V | null) => void;
  /** Marks the field touched and validates the form with the latest value. */
  touch: () => void;
}

/**
 * Binds a custom (non-input) field — a select, a picker — to the Formik field `name`: its
 * value, its translated error ({@link useFieldErrorText}), a `change` and a `touch` (blur).
 * Unlike calling `setFieldValue` then `setFieldTouched`, a `touch` in the same tick as a
 * `change` (react-select blurs on choosing on touch screens) validates the value just chosen,
 * not the one Formik rendered with — so a "required" error does not come back after a choice.
 */
export function useFieldBinding<V>(name: string): FieldBinding<V> {
  const { values, setFieldValue, setFieldTouched, validateForm } = useFormikContext<unknown>();
  const error = useFieldErrorText(name);
  usePointerTracking();
  const value = (getIn(values, name) as V | undefined) ?? null;
  // A change not rendered yet: the value chosen, with the values it was chosen over.
  const pending = useRef<{ over: unknown; value: V | null } | null>(null);
  return {
    value,
    error,
    change: (next) => {
      pending.current = { over: values, value: next };
      void setFieldValue(name, next);
    },
    touch: () => {
      const change = pending.current;
      const current = change && change.over === values ? change.value : value;
      // The error line waits for a press on another control to end (issue #30 point 6); then
      // the value is validated already (validate on change), and the click may have been a
      // submit whose server errors a validation would wipe out.
      afterPointerSettles((deferred) => {
        void setFieldTouched(name, true, false);
        if (!deferred) void validateForm(setIn(values, name, current));
      });
    },
  };
}

/**
 * Formik's blur handler of the field `name`, run once a pointer press that caused the blur is
 * over ({@link afterPointerSettles}): the field's error line, shown on blur, never moves the
 * control being clicked between its pointer-down and its click (issue #30 point 6). It never
 * validates: the value was validated as it changed (Formik's validate-on-change), and a blur
 * after a submit — a click, or the focus moved to the server's error summary — would wipe out
 * the server's errors (`formErrorsFromServer`) with a validation.
 */
function useSettledBlur(name: string) {
  const { setFieldTouched } = useFormikContext<unknown>();
  usePointerTracking();
  return (_event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    afterPointerSettles(() => void setFieldTouched(name, true, false));
}

/**
 * A `TextField` bound to the Formik field `name` (value, change, blur) with its translated
 * error ({@link useFieldErrorText}). Every other `TextField` prop passes through.
 */
export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldErrorText(name);
  const onBlur = useSettledBlur(name);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

/**
 * A multi-line `TextField` (`<textarea>`, `rows` default 4) bound to the Formik field `name`,
 * with its translated error (job opening first question, company description).
 */
export function FormikTextArea(props: FormikTextAreaProps) {
  return <FormikTextField {...props} multiline />;
}

/**
 * A `PasswordField` (with its show/hide toggle) bound to the Formik field `name`, with its
 * translated error (login, sign-up, password reset and change).
 */
export function FormikPasswordField({ name, ...props }: FormikPasswordFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldErrorText(name);
  const onBlur = useSettledBlur(name);
  return (
    <PasswordField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
