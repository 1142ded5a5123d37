import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { toastLane } from './toastLane';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  modalClose: { id: 'components.modal.close', defaultMessage: 'Close dialog' },
  modalDiscard: { id: 'components.modal.discard', defaultMessage: 'Discard' },
  modalDiscardText: {
    id: 'components.modal.discardText',
    defaultMessage: 'What you entered in this dialog will be lost.',
  },
  modalDiscardTitle: {
    id: 'components.modal.discardTitle',
    defaultMessage: 'Discard changes?',
  },
  modalKeepEditing: {
    id: 'components.modal.keepEditing',
    defaultMessage: 'Keep editing',
  },
});

/** Max dialog widths in px. */
const MODAL_WIDTHS = { sm: 420, md: 560, lg: 800 } as const;
type ModalSize = keyof typeof MODAL_WIDTHS;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals that lock the page's scroll, and the body's `overflow` before the first. */
let scrollLocks = 0;
let overflowBeforeLock = '';

/**
 * Locks the page's scroll while at least one modal is open; returns the unlock. Counted, so
 * that a nested layer (the discard confirmation) closing in the same commit as its dialog
 * cannot leave the page locked, whatever order their effects are cleaned up in.
 */
function lockPageScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  /* The bottom keeps room for the toasts' lane (issue #30 point 7): the footer scrolls clear of
     a toast, and a sticky bar pinned to the bottom (the candidates checkout's) rises above it. */
  padding: ${({ theme }) => `${theme.space.xxxl}px ${theme.space.lg}px`};
  padding-bottom: calc(${({ theme }) => theme.space.xxxl}px + ${toastLane});
  scroll-padding-bottom: ${toastLane};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
`;

const StyledDialog = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadowLg};
  &:focus {
    outline: none;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.sm}px`};
`;

const StyledTitle = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.lg}px`};
`;

const StyledConfirmText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ModalProps {
  /** Whether the dialog is shown. Nothing is rendered when `false`. */
  open: boolean;
  /**
   * Called on Escape, backdrop click and the close button — after the "Discard changes?"
   * confirmation when `hasUnsavedChanges`.
   */
  onClose: () => void;
  /** Dialog heading (h2), also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /**
   * Actions row at the bottom (buttons, right-aligned). A function receives `requestClose`,
   * for the dialog's own Cancel button: it closes like Escape does (asking first when
   * `hasUnsavedChanges`).
   */
  footer?: ReactNode | ((requestClose: () => void) => ReactNode);
  /**
   * The dialog holds input that closing would discard (e.g. Formik's `dirty`): Escape,
   * backdrop click, the close button and `requestClose` first ask "Discard changes?" in a
   * confirmation layered over the dialog — "Keep editing" (or Escape) returns to the dialog
   * with its values, "Discard" calls `onClose` (issue #19 point 1). Default `false`.
   */
  hasUnsavedChanges?: boolean;
  /**
   * A serial: each new value (above 0) asks the dialog to close as Escape would — it asks
   * "Discard changes?" first when `hasUnsavedChanges` (the browser's Back on a dialog that is
   * a history entry, issue #30 point 5).
   */
  closeRequested?: number;
  /** `sm` 420 px, `md` 560 px (default), `lg` 800 px max width. */
  size?: ModalSize;
  /** Prevent closing by Escape/backdrop (e.g. while a payment is in progress). */
  dismissible?: boolean;
  /** Element to focus first (default: the first focusable element in the body, else the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** Accessible description id (e.g. the id of a paragraph in children). */
  'aria-describedby'?: string;
}

/**
 * Where a `Modal` renders: `null` (the default) is `document.body`, the dialog over the whole
 * page, which is locked from scrolling while it is open. An element given here holds the dialog
 * instead, its backdrop covering that element's box (the element contains `position: fixed`,
 * e.g. by a transform) and the page left scrollable: a documentation page shows each example's
 * dialog inside its example so (issue #32 point 2).
 */
export const ModalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Modal dialog in a portal on `document.body` (or in {@link ModalContainerContext}'s element) (SPEC §2: create opening, checkout,
 * no-candidates message, find-more-candidates). `role="dialog"`, `aria-modal`, labelled
 * by its title; Escape and backdrop click close; focus moves in, is trapped, and returns
 * to the opener on close; page scroll is locked while open. Escape closes only the innermost
 * layer: a select menu or calendar open inside the dialog stops its Escape, and a dialog with
 * `hasUnsavedChanges` asks before discarding them (issue #19 point 1).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  dismissible = true,
  initialFocusRef,
  'aria-describedby': ariaDescribedBy,
  hasUnsavedChanges = false,
  closeRequested = 0,
}: ModalProps) {
  const intl = useIntl();
  const container = useContext(ModalContainerContext);
  const titleId = useId();
  const confirmTextId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  const unsavedRef = useRef(hasUnsavedChanges);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
    unsavedRef.current = hasUnsavedChanges;
  });
  /** The "Discard changes?" confirmation is shown over the dialog. */
  const [confirming, setConfirming] = useState(false);
  // A dialog closed from outside forgets its confirmation (it must not reopen with it).
  if (!open && confirming) setConfirming(false);

  /** Closes, or asks first when there are unsaved changes. */
  const requestClose = () => {
    if (unsavedRef.current) setConfirming(true);
    else onCloseRef.current();
  };
  const handledCloseRequest = useRef(closeRequested);
  useEffect(() => {
    if (closeRequested === handledCloseRequest.current) return;
    handledCloseRequest.current = closeRequested;
    if (closeRequested > 0) {
      if (unsavedRef.current) setConfirming(true);
      else onCloseRef.current();
    }
  }, [closeRequested]);
  /** Escape and backdrop: nothing while not dismissible (e.g. a payment in progress). */
  const dismiss = () => {
    if (dismissibleRef.current) requestClose();
  };

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const target =
      initialFocusRef?.current ??
      dialog?.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
      dialog;
    target?.focus();
    // A dialog held in its own container covers that box only: the page keeps scrolling.
    const unlockScroll = container ? () => {} : lockPageScroll();
    return () => {
      unlockScroll();
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, initialFocusRef, container]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = createPortal(
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={ariaDescribedBy}
        tabIndex={-1}
        $width={MODAL_WIDTHS[size]}
        onKeyDown={onKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {dismissible && (
            <IconButton
              size="sm"
              label={intl.formatMessage(messages.modalClose)}
              icon={<Icon name="close" size={18} />}
              onClick={requestClose}
            />
          )}
        </StyledHeader>
        <StyledBody data-modal-body>{children}</StyledBody>
        {footer && (
          <StyledFooter>
            {typeof footer === 'function' ? footer(requestClose) : footer}
          </StyledFooter>
        )}
      </StyledDialog>
    </StyledBackdrop>,
    container ?? document.body,
  );

  // The confirmation is a sibling layer (its own portal, rendered after the dialog so it is on
  // top): its Escape closes only itself, and focus returns to where it was in the dialog.
  return (
    <>
      {dialog}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={intl.formatMessage(messages.modalDiscardTitle)}
        aria-describedby={confirmTextId}
        initialFocusRef={keepEditingRef}
        footer={
          <>
            <Button ref={keepEditingRef} variant="secondary" onClick={() => setConfirming(false)}>
              {intl.formatMessage(messages.modalKeepEditing)}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onCloseRef.current();
              }}
            >
              {intl.formatMessage(messages.modalDiscard)}
            </Button>
          </>
        }
      >
        <StyledConfirmText id={confirmTextId}>
          {intl.formatMessage(messages.modalDiscardText)}
        </StyledConfirmText>
      </Modal>
    </>
  );
}
