import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { VisuallyHidden } from './VisuallyHidden';

/** Ids of the hint and error texts of a field whose control has id `id`. */
export function fieldIds(id: string) {
  return { hintId: `${id}-hint`, errorId: `${id}-error`, labelId: `${id}-label` };
}

/** `aria-describedby` value for a control: its hint and error, when present. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const { hintId, errorId } = fieldIds(id);
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs}px;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldProps {
  /** Id of the labelled control (the `<label for>` target). */
  id: string;
  /** Visible label text. */
  label: ReactNode;
  /** Hide the label visually; it is still read by screen readers. */
  hideLabel?: boolean;
  /** Adds a red asterisk (decorative; set `required` on the control itself). */
  required?: boolean;
  /** Help text under the control, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error text (SPEC §5 validation messages), linked by `aria-describedby`/`aria-errormessage`. */
  error?: string;
  /**
   * Render the label as a plain element with id `${id}-label` instead of `<label for>`
   * (for composite widgets labelled with `aria-labelledby`).
   */
  labelAsText?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label + control + hint + error layout shared by every form field (TextField, Select,
 * MultiSelect, DateRangeField). The error paragraph has id `${id}-error`, the hint
 * `${id}-hint`; controls reference them with `describedBy()`.
 */
export function Field({
  id,
  label,
  hideLabel,
  required,
  hint,
  error,
  labelAsText,
  className,
  children,
}: FieldProps) {
  const { hintId, errorId, labelId } = fieldIds(id);
  const labelContent = (
    <>
      {label}
      {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
    </>
  );
  const labelElement = labelAsText ? (
    <StyledLabel as="span" id={labelId}>
      {labelContent}
    </StyledLabel>
  ) : (
    <StyledLabel htmlFor={id} id={labelId}>
      {labelContent}
    </StyledLabel>
  );
  return (
    <StyledField className={className}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {children}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && (
        <StyledError id={errorId}>
          <Icon name="alertCircle" size={16} />
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}
