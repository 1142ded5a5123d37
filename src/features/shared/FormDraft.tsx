import { useFormikContext } from 'formik';
import { useEffect } from 'react';

export { clearDraft, readDraft } from './formDraftStorage';

/**
 * Inside a Formik form: writes the values to `sessionStorage` under `storageKey` whenever
 * they change and differ from the initial ones, so typed-but-unsaved values survive a reload
 * of the tab (issue #6 "the flow survives a reload"). Never use it for card data. Renders
 * nothing.
 */
export function FormDraft({ storageKey }: { storageKey: string }) {
  const { values, dirty } = useFormikContext<object>();
  useEffect(() => {
    if (typeof sessionStorage === 'undefined') return;
    if (dirty) sessionStorage.setItem(storageKey, JSON.stringify(values));
  }, [storageKey, values, dirty]);
  return null;
}
