/**
 * Escape closes only the innermost layer, and a dialog with unsaved input asks before
 * discarding it (issue #19 point 1): a select or multi-select menu open inside a `Modal`
 * takes the Escape (the dialog and what was typed stay), as does a date picker's calendar; a
 * `Modal` with `hasUnsavedChanges` routes Escape, backdrop, × and its footer's Cancel through
 * "Discard changes?" — "Keep editing" (or Escape) returns with the values, "Discard" closes —
 * and a clean one closes at once.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Modal } from '../../../src/components';
import { DateField } from '../../../src/components/DateField';
import { MultiSelect } from '../../../src/components/MultiSelect';
import { Select } from '../../../src/components/Select';
import { renderWithProviders } from './renderWithProviders';

jest.setTimeout(20_000);

const STATES = [
  { value: 'tx', label: 'Texas' },
  { value: 'ca', label: 'California' },
];
const SKILLS = [
  { value: 1, label: 'Forklift Operation' },
  { value: 2, label: 'RF Scanner' },
];

/**
 * A dialog with a name field, a select, a multi-select and a date field; dirty once the name
 * differs from its start. `onClose` counts the closes (the dialog then unmounts).
 */
function FormDialog({ onClose, guarded = true }: { onClose: () => void; guarded?: boolean }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [skills, setSkills] = useState<number[]>([]);
  const [day, setDay] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Create job opening"
      hasUnsavedChanges={guarded && name !== ''}
      footer={(requestClose) => (
        <>
          <Button variant="secondary" onClick={requestClose}>
            Cancel
          </Button>
          <Button>Create</Button>
        </>
      )}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Select<string> label="State" menuPortal options={STATES} value={state} onChange={setState} />
      <MultiSelect<number>
        label="Skills"
        menuPortal
        options={SKILLS}
        value={skills}
        onChange={setSkills}
      />
      <DateField
        label="Start date"
        value={day}
        onChange={setDay}
        defaultMonth={new Date(2026, 4, 1)}
        max="2026-12-31"
      />
    </Modal>
  );
}

const dialogNamed = (name: string) => screen.queryByRole('dialog', { name });
const formDialog = () => dialogNamed('Create job opening');
const confirmDialog = () => dialogNamed('Discard changes?');
const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

async function typeName(text: string) {
  await userEvent.type(nameInput(), text);
  expect(nameInput()).toHaveValue(text);
}

describe('Escape in an open menu inside a dialog (issue #19 point 1)', () => {
  it('closes the multi-select menu only; the dialog and the typed values stay', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} />);
    await typeName('Forklift operator');
    const skills = screen.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(skills);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Forklift Operation',
      'RF Scanner',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(skills).toHaveAttribute('aria-expanded', 'false');
    expect(formDialog()).toBeInTheDocument();
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Forklift operator');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes the select menu only, then a second Escape reaches the dialog', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} guarded={false} />);
    const state = screen.getByRole('combobox', { name: 'State' });
    await userEvent.click(state);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(formDialog()).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(formDialog()).not.toBeInTheDocument();
  });

  it('closes the calendar only, from the calendar and from its button', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} guarded={false} />);
    const trigger = screen.getByRole('button', { name: /^Start date/ });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialogNamed('Choose a date')).not.toBeInTheDocument();
    expect(formDialog()).toBeInTheDocument();
    // Open again, then Escape with focus back on the button (Shift+Tab out of the calendar).
    await userEvent.click(trigger);
    act(() => trigger.focus());
    expect(screen.getByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialogNamed('Choose a date')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(formDialog()).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Modal with unsaved changes (issue #19 point 1)', () => {
  it('asks on Escape; Escape in the confirmation returns to the form with its values', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} />);
    await typeName('Forklift operator');
    await userEvent.keyboard('{Escape}');
    const confirm = confirmDialog();
    expect(confirm).toHaveAttribute('aria-modal', 'true');
    expect(confirm).toHaveAccessibleDescription('What you entered in this dialog will be lost.');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(formDialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(formDialog()).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Forklift operator');
    expect(nameInput()).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks on ×, and "Keep editing" keeps the values', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} />);
    await typeName('Picker');
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(confirmDialog()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Picker');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks on a backdrop click, and "Discard" closes the dialog', async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} />);
    await typeName('Picker');
    fireEvent.mouseDown(screen.getAllByTestId('modal-backdrop')[0]);
    expect(confirmDialog()).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(formDialog()).not.toBeInTheDocument();
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it("asks on the footer's Cancel; a click on the confirmation's backdrop keeps editing", async () => {
    const onClose = jest.fn();
    renderWithProviders(<FormDialog onClose={onClose} />);
    await typeName('Picker');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirmDialog()).toBeInTheDocument();
    const backdrops = screen.getAllByTestId('modal-backdrop');
    expect(backdrops).toHaveLength(2);
    fireEvent.mouseDown(backdrops[1]);
    expect(confirmDialog()).not.toBeInTheDocument();
    expect(formDialog()).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Picker');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes a clean dialog at once on Escape, ×, backdrop and Cancel', async () => {
    for (const how of ['Escape', 'x', 'backdrop', 'Cancel'] as const) {
      const onClose = jest.fn();
      const { unmount } = renderWithProviders(<FormDialog onClose={onClose} />);
      if (how === 'Escape') {
        nameInput().focus();
        await userEvent.keyboard('{Escape}');
      } else if (how === 'x') {
        await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
      } else if (how === 'backdrop') {
        fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
      } else {
        await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      }
      expect([how, onClose.mock.calls.length]).toEqual([how, 1]);
      expect(confirmDialog()).not.toBeInTheDocument();
      expect(formDialog()).not.toBeInTheDocument();
      unmount();
    }
  });

  it('asks in Spanish', async () => {
    renderWithProviders(<FormDialog onClose={() => undefined} />, 'es');
    await typeName('Montacargas');
    await userEvent.keyboard('{Escape}');
    expect(dialogNamed('¿Descartar los cambios?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
  });
});
