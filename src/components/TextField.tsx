import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { touchTargetStyles } from '../theme/touch';
import styled, { css } from 'styled-components';
import { describedBy, Field, fieldIds } from './Field';

/** Shared look of text inputs (also used by SearchField and DateRangeField). */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  ${touchTargetStyles}
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  &::placeholder {
    color: ${({ theme }) => theme.colors.placeholder};
    opacity: 1;
  }
  &:focus-visible,
  &[data-force-state='focus'] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* A disabled field's placeholder tells why (e.g. "Messaging is not available"): readable on
     the muted background. */
  &:disabled::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledInput = styled.input<{ $invalid?: boolean; $endPadding?: boolean }>`
  ${controlStyles}
  ${({ $endPadding }) => $endPadding && 'padding-right: 44px;'}
`;

const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

const StyledControlWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const StyledEndAdornment = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs}px;
  top: 50%;
  transform: translateY(-50%);
  display: flex;
`;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'onBlur' | 'value' | 'size' | 'children' | 'type'
>;

export interface TextFieldProps extends NativeInputProps {
  /** Visible label (always rendered; `hideLabel` keeps it for screen readers only). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Form field name; also the default element id when `id` is omitted. */
  name: string;
  /** Controlled value. */
  value: string;
  /** Native change event (Formik's `handleChange` fits). */
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Native blur event (Formik's `handleBlur` fits). */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Validation message (SPEC §5); sets `aria-invalid` and links the text by `aria-describedby`. */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Input type (default `text`); ignored when `multiline`. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'search' | 'date';
  /** Renders a `<textarea>` with `rows` rows (default 4). */
  multiline?: boolean;
  rows?: number;
  /** Element placed inside the right end of the input (e.g. a toggle button). */
  endAdornment?: ReactNode;
  /** Ref to the input or textarea element. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * Labelled text input or textarea with hint and validation error (every SPEC §2 form:
 * login, sign-up, company information, job opening). Errors are announced through
 * `aria-invalid`, `aria-describedby` and `aria-errormessage`.
 */
export function TextField({
  label,
  hideLabel,
  name,
  id,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  required,
  multiline = false,
  rows = 4,
  endAdornment,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const fieldId = id ?? name;
  const common = {
    id: fieldId,
    name,
    value,
    onChange,
    onBlur,
    required,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
    'aria-errormessage': error ? fieldIds(fieldId).errorId : undefined,
  } as const;
  return (
    <Field
      id={fieldId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {multiline ? (
        <StyledTextarea
          {...(rest as InputHTMLAttributes<HTMLTextAreaElement>)}
          {...common}
          ref={ref}
          rows={rows}
        />
      ) : (
        <StyledControlWrap>
          <StyledInput
            {...rest}
            {...common}
            ref={ref}
            type={type}
            $endPadding={Boolean(endAdornment)}
          />
          {endAdornment && <StyledEndAdornment>{endAdornment}</StyledEndAdornment>}
        </StyledControlWrap>
      )}
    </Field>
  );
}
