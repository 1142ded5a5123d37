import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: when a submit was refused by the form's own validation, focuses the
 * first field marked invalid (`aria-invalid="true"`, in document order) so that focus never
 * falls to the page and the employer lands on what to fix (issue #30 point 2; SPEC §5).
 * Does nothing while `skip` (a server error took the focus: FormServerError). Renders a
 * hidden marker only, to find its form.
 */
export function FocusFirstInvalid({ skip = false }: { skip?: boolean }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid || skip) return;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Once per submit attempt: not when the errors change as the employer types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return <span ref={marker} hidden />;
}
