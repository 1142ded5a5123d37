import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '../../components';
import { TRIAGE_SHORTCUTS } from './triageShortcuts';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  align-items: baseline;
  margin: 0;
`;

const StyledKeys = styled.dt`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
`;

const StyledKey = styled.kbd`
  min-width: 28px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const StyledWhat = styled.dd`
  margin: 0;
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of {@link TriageShortcutsDialog}. */
export interface TriageShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The `?` dialog of the chats screen (issue #9 point 6): every triage shortcut
 * ({@link TRIAGE_SHORTCUTS}) with its keys, and when shortcuts do not apply (while typing).
 */
export function TriageShortcutsDialog({ open, onClose }: TriageShortcutsDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={<FormattedMessage id="chats.shortcuts.title" />}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      <StyledList>
        {TRIAGE_SHORTCUTS.map(({ keys, action }) => (
          <div key={action} style={{ display: 'contents' }}>
            <StyledKeys>
              {keys.map((key) => (
                <StyledKey key={key}>{key}</StyledKey>
              ))}
            </StyledKeys>
            <StyledWhat>
              <FormattedMessage id={`chats.shortcuts.${action}`} />
            </StyledWhat>
          </div>
        ))}
      </StyledList>
      <StyledNote>
        <FormattedMessage id="chats.shortcuts.note" />
      </StyledNote>
    </Modal>
  );
}
