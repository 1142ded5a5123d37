import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, TextField, type ModalProps } from '../../src/components';
import { MultiSelect } from '../../src/components/MultiSelect';
import { press, tabTo, typeInto } from '../support/keyboard';
import { textsOf } from '../support/signUpStage';

const meta = {
  title: 'Components/Modal',
  tags: ['autodocs', 'stable'],
  component: Modal,
  args: {
    open: true,
    title: 'No candidates yet',
    onClose: fn(),
    children: (
      <p style={{ margin: 0 }}>
        No job seekers are available right now. We will send you a message when some are.
      </p>
    ),
    footer: <Button>Got it</Button>,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
  // Docs: each example's dialog shows inside the example (preview.tsx DocsDialogBox), not over
  // the page, where it covered the docs page's title and props table.
  parameters: { docs: { dialogBox: '560px' } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithForm: Story = {
  args: {
    title: 'Create job opening',
    size: 'lg',
    children: (
      <TextField label="Name" name="name" value="Warehouse associate" onChange={() => {}} />
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Create</Button>
      </>
    ),
  },
};

export const NotDismissible: Story = {
  args: {
    title: 'Processing payment',
    dismissible: false,
    footer: undefined,
    children: (
      <p style={{ margin: 0 }}>
        Your payment is being processed. Please do not refresh or close this page.
      </p>
    ),
  },
};

export const InSpanish: Story = { globals: { locale: 'es' } };

/** Opens from a button, traps focus, closes with Escape and returns focus to the opener. */
export const KeyboardInteraction: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await press(opener);
    const dialog = await body.findByRole('dialog', { name: 'No candidates yet' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

const SKILLS = [
  { value: 12, label: 'Forklift Operation' },
  { value: 20, label: 'RF Scanner' },
  { value: 31, label: 'Order Picking' },
];

/**
 * A create-opening-like dialog holding input (issue #19 point 1): a name and a skills
 * multi-select; `hasUnsavedChanges` once either differs from its start, and the footer's
 * Cancel closes through `requestClose`, so every way out asks before discarding.
 */
function DraftDialog({
  onClose,
  skillsMenuOpen = false,
}: Pick<ModalProps, 'onClose'> & { skillsMenuOpen?: boolean }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [skills, setSkills] = useState<number[]>([]);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        open={open}
        size="lg"
        title="Create job opening"
        hasUnsavedChanges={name !== '' || skills.length > 0}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        footer={(requestClose) => (
          <>
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button>Create</Button>
          </>
        )}
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField
            label="Name"
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <MultiSelect<number>
            label="Skills"
            inputId="draft-skills"
            menuPortal
            options={SKILLS}
            value={skills}
            onChange={setSkills}
            defaultMenuIsOpen={skillsMenuOpen}
          />
        </div>
      </Modal>
    </>
  );
}

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types a name into the draft dialog, then presses Escape: the confirmation opens. */
async function typeThenEscape(context: PlayContext) {
  const t = textsOf(context);
  const body = within(context.canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Create job opening' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await typeInto(name, 'Forklift operator');
  await userEvent.keyboard('{Escape}');
  const confirm = await body.findByRole('dialog', { name: t('components.modal.discardTitle') });
  await expect(confirm).toHaveAccessibleDescription(t('components.modal.discardText'));
  await expect(body.getByRole('button', { name: t('components.modal.keepEditing') })).toHaveFocus();
  await expect(context.args.onClose).not.toHaveBeenCalled();
  return { t, body, dialog, name, confirm };
}

/**
 * Issue #19 point 1: Escape on a dialog holding typed input asks "Discard changes?" in a
 * confirmation over the dialog, focus on "Keep editing"; nothing is closed yet.
 */
export const UnsavedChangesAsk: Story = {
  render: (args) => <DraftDialog onClose={args.onClose} />,
  play: async (context) => {
    await typeThenEscape(context);
  },
};

export const UnsavedChangesAskSpanish: Story = {
  ...UnsavedChangesAsk,
  globals: { locale: 'es' },
};

/**
 * "Keep editing" (or Escape in the confirmation) closes only the confirmation: the dialog is
 * back with the typed name, focus where it was.
 */
export const UnsavedChangesKeepEditing: Story = {
  render: (args) => <DraftDialog onClose={args.onClose} />,
  play: async (context) => {
    const { t, body, name } = await typeThenEscape(context);
    await press(body.getByRole('button', { name: t('components.modal.keepEditing') }));
    await expect(
      body.queryByRole('dialog', { name: t('components.modal.discardTitle') }),
    ).not.toBeInTheDocument();
    await expect(name).toHaveValue('Forklift operator');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await body.findByRole('dialog', { name: t('components.modal.discardTitle') });
    await userEvent.keyboard('{Escape}');
    await expect(
      body.queryByRole('dialog', { name: t('components.modal.discardTitle') }),
    ).not.toBeInTheDocument();
    await expect(name).toHaveValue('Forklift operator');
    await expect(context.args.onClose).not.toHaveBeenCalled();
  },
};

/** The dialog's Cancel asks too; "Discard" closes the dialog (`onClose`). */
export const UnsavedChangesDiscard: Story = {
  render: (args) => <DraftDialog onClose={args.onClose} />,
  play: async (context) => {
    const t = textsOf(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Create job opening' }));
    await typeInto(dialog.getByRole('textbox', { name: 'Name' }), 'Forklift operator');
    await press(dialog.getByRole('button', { name: 'Cancel' }));
    await body.findByRole('dialog', { name: t('components.modal.discardTitle') });
    await press(body.getByRole('button', { name: t('components.modal.discard') }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A dialog whose input was not changed closes at once on Escape, without asking. */
export const UnsavedChangesNoneClosesAtOnce: Story = {
  render: (args) => <DraftDialog onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Create job opening' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A select's menu open inside a dialog (the skills menu over the dialog's body). */
export const SelectMenuOpenInDialog: Story = {
  render: (args) => <DraftDialog onClose={args.onClose} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Create job opening' }));
    await tabTo(dialog.getByRole('combobox', { name: 'Skills' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findAllByRole('option')).toHaveLength(3);
  },
};

/**
 * Issue #19 point 1: Escape in the open skills menu closes the menu only — the dialog stays,
 * with the typed name and the chosen skill, and no confirmation.
 */
export const EscapeClosesMenuOnly: Story = {
  render: (args) => <DraftDialog onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Create job opening' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await typeInto(name, 'Forklift operator');
    const skills = dialog.getByRole('combobox', { name: 'Skills' });
    await tabTo(skills);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('option')).not.toBeInTheDocument();
    await expect(skills).toHaveAttribute('aria-expanded', 'false');
    await expect(body.getAllByRole('dialog')).toHaveLength(1);
    await expect(name).toHaveValue('Forklift operator');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

import { noControl, radioControl, textControl } from './playground';

/** Title and content as text, width, whether it can be dismissed and whether it has unsaved changes. */
export const Playground: Story = {
  tags: ['!test', '!autodocs'],
  args: {
    children: 'No job seekers are available right now. We will send you a message when some are.',
    size: 'md',
    dismissible: true,
    hasUnsavedChanges: false,
  },
  argTypes: {
    title: textControl,
    children: textControl,
    size: radioControl(['sm', 'md', 'lg']),
    footer: noControl,
    initialFocusRef: noControl,
  },
};
