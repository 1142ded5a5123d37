import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';
import { clearDraft, readDraft } from '../shared/formDraftStorage';

/**
 * `sessionStorage` key of the create-opening form's typed values, per employer (by uuid); the
 * stories seed a filled form under it (issue #32 point 4).
 */
export function createOpeningDraftKey(employeeUuid: string | undefined): string {
  return `hireline.draft.createOpening.${employeeUuid ?? 'anonymous'}`;
}

/** What the job openings screen needs to show the create-opening dialog as a history entry. */
export interface CreateOpeningEntry {
  /** The dialog is open: the current history entry is its own (`state.createOpening`). */
  open: boolean;
  /** For the dialog's `closeRequested`: Back asked it to close (it asks "Discard changes?"). */
  closeRequested: number;
  /** The draft's `sessionStorage` key ({@link createOpeningDraftKey}). */
  draftKey: string;
  /** Opens the dialog: a new history entry, same URL. */
  show: () => void;
  /** Closes it from inside (Cancel, ×, Escape, discarded): the draft is dropped, Back taken. */
  close: () => void;
  /**
   * Created: the dialog's entry is replaced by `to` (the list, its filters cleared if need be),
   * with `state` (the checkout of the new opening, which a reload then reopens).
   */
  created: (to: To, state?: Record<string, unknown>) => void;
}

/**
 * The create-opening dialog as a history entry (issue #30 point 5): opening it pushes an entry
 * of the same URL with `state.createOpening`, so the browser's Back closes it — through
 * "Discard changes?" when something was typed (the entry is put back and the dialog asked to
 * close: the employer can keep editing) — and a reload of the tab reopens it with what was
 * typed (the history entry's state survives a reload; the values are the {@link FormDraft}'s
 * in `sessionStorage`).
 */
export function useCreateOpeningEntry(employeeUuid: string | undefined): CreateOpeningEntry {
  const location = useLocation();
  const navigate = useNavigate();
  const entryOpen = (location.state as { createOpening?: unknown } | null)?.createOpening === true;
  const draftKey = createOpeningDraftKey(employeeUuid);
  const [closeRequested, setCloseRequested] = useState(0);
  /** Closed from inside: the entry's end is ours, nothing to ask. */
  const [closingHere, setClosingHere] = useState(false);
  /** Back took the entry with something typed: the dialog stays while it asks. */
  const [held, setHeld] = useState(false);
  const [previousEntryOpen, setPreviousEntryOpen] = useState(entryOpen);
  if (previousEntryOpen !== entryOpen) {
    // Decided in the render that sees the change, so the dialog never unmounts meanwhile.
    setPreviousEntryOpen(entryOpen);
    if (entryOpen) setHeld(false);
    else if (closingHere) setClosingHere(false);
    else if (Object.keys(readDraft<Record<string, unknown>>(draftKey, {})).length > 0) {
      setHeld(true);
    }
  }
  useEffect(() => {
    if (!held || entryOpen) return;
    // The entry back, and the dialog asked to close: it asks "Discard changes?".
    navigate(
      { pathname: location.pathname, search: location.search },
      { state: { createOpening: true } },
    );
    setCloseRequested((serial) => serial + 1);
  }, [held, entryOpen, navigate, location.pathname, location.search]);
  return {
    open: entryOpen || held,
    closeRequested,
    draftKey,
    show: () =>
      navigate(
        { pathname: location.pathname, search: location.search },
        { state: { createOpening: true } },
      ),
    close: () => {
      clearDraft(draftKey);
      setClosingHere(true);
      navigate(-1);
    },
    created: (to, state) => {
      setClosingHere(true);
      navigate(to, { replace: true, state: state ?? null });
    },
  };
}
