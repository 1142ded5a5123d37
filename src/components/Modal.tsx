import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from './Icon';
import { IconButton } from './IconButton';

/** Max dialog widths in px. */
export const MODAL_WIDTHS = { sm: 420, md: 560, lg: 800 } as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl}px ${({ theme }) => theme.space.lg}px;
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
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  /** Dialog heading (h2), also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions row at the bottom (buttons, right-aligned). */
  footer?: ReactNode;
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
 * Modal dialog in a portal on `document.body` (SPEC §2: create opening, checkout,
 * no-candidates message, find-more-candidates). `role="dialog"`, `aria-modal`, labelled
 * by its title; Escape and backdrop click close; focus moves in, is trapped, and returns
 * to the opener on close; page scroll is locked while open.
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
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const target =
      initialFocusRef?.current ??
      dialog?.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
      dialog;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissibleRef.current) onCloseRef.current();
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

  return createPortal(
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
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
              label={intl.formatMessage({ id: 'components.modal.close' })}
              icon={<Icon name="close" size={18} />}
              onClick={onClose}
            />
          )}
        </StyledHeader>
        <StyledBody data-modal-body>{children}</StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
