/**
 * A `Modal` held in a container of its own (`ModalContainerContext`, issue #32 point 2: a docs
 * page shows each example's dialog inside the example): the dialog renders in that element and
 * the page is not locked from scrolling; without a container it renders on `document.body`
 * and locks the page while open.
 */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, ModalContainerContext } from '../../../src/components';
import { renderWithProviders } from './renderWithProviders';

function Contained() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} data-testid="box">
      {box && (
        <ModalContainerContext.Provider value={box}>
          <Modal open onClose={() => {}} title="Reject candidate?">
            <p>Ana López will be rejected.</p>
          </Modal>
        </ModalContainerContext.Provider>
      )}
    </div>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal container', () => {
  it('renders the dialog in the given element and leaves the page scrollable', async () => {
    renderWithProviders(<Contained />);
    const dialog = await screen.findByRole('dialog', { name: 'Reject candidate?' });
    expect(screen.getByTestId('box')).toContainElement(dialog);
    expect(document.body.style.overflow).toBe('');
  });

  it('renders on document.body and locks the page without one', () => {
    const { container } = renderWithProviders(
      <Modal open onClose={() => {}} title="Reject candidate?">
        <p>Ana López will be rejected.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject candidate?' });
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });
});
