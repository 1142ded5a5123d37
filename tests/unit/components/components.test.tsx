import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Button,
  LanguageSwitch,
  Modal,
  Pagination,
  SearchField,
  TextField,
  ThemeToggle,
} from '../../../src/components';
import {
  DateRangeField,
  type DateRangeCalendarComponent,
  type DateRangeCalendarLoader,
} from '../../../src/components/pickers';
import { Select } from '../../../src/components/Select';
import { renderWithProviders } from './renderWithProviders';

describe('Button', () => {
  it('is busy while loading: activation ignored, focus kept (no `disabled`, which drops it)', () => {
    const clicks: string[] = [];
    const submits: string[] = [];
    renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits.push('submit');
        }}
      >
        <Button type="submit" loading onClick={() => clicks.push('click')}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    fireEvent.click(button);
    expect(clicks).toEqual([]);
    expect(submits).toEqual([]);
    expect(button).toHaveFocus();
  });

  it('handles clicks when not loading', () => {
    const clicks: string[] = [];
    renderWithProviders(<Button onClick={() => clicks.push('click')}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(clicks).toEqual(['click']);
  });
});

describe('TextField', () => {
  it('links hint and error to the input', () => {
    renderWithProviders(
      <TextField
        label="Email"
        name="email"
        value=""
        onChange={() => {}}
        hint="Work address"
        error="The email field is required."
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-errormessage', 'email-error');
    expect(input).toHaveAccessibleDescription('Work address The email field is required.');
    expect(input).toBeRequired();
  });

  it('renders a textarea when multiline', () => {
    renderWithProviders(
      <TextField label="Description" name="d" value="x" multiline rows={3} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  });
});

describe('Pagination', () => {
  it('calls onPageChange and marks the current page', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination currentPage={2} lastPage={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(
      <Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Modal', () => {
  function Harness({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Modal
          open={open}
          title="Dialog title"
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        >
          <input aria-label="Inside" />
        </Modal>
      </>
    );
  }

  it('moves focus in, closes on Escape and restores focus', async () => {
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dialog title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('SearchField', () => {
  it('clears with the clear button', async () => {
    const onChange = jest.fn();
    renderWithProviders(<SearchField label="Search" value="abc" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

describe('ThemeToggle and LanguageSwitch', () => {
  it('names the next theme in both languages', async () => {
    const onToggle = jest.fn();
    renderWithProviders(<ThemeToggle mode="light" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(onToggle).toHaveBeenCalled();
  });

  it('is translated in Spanish', () => {
    renderWithProviders(<ThemeToggle mode="light" onToggle={() => {}} />, 'es');
    expect(screen.getByRole('button', { name: 'Cambiar a tema oscuro' })).toBeInTheDocument();
  });

  it('switches language', async () => {
    const onChange = jest.fn();
    renderWithProviders(<LanguageSwitch value="en" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(onChange).toHaveBeenCalledWith('es');
  });
});

describe('DateRangeField', () => {
  it('shows the range in the current locale and clears it', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <DateRangeField
        label="Created"
        value={{ from: '2026-05-04', to: '2026-05-12' }}
        onChange={onChange}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Created May 4, 2026 – May 12, 2026' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenCalledWith({});
  });

  it('picks a range in the calendar', async () => {
    const onChange = jest.fn();
    function Harness() {
      const [value, setValue] = useState({});
      return (
        <DateRangeField
          label="Created"
          value={value}
          defaultMonth={new Date(2026, 4, 1)}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    renderWithProviders(<Harness />, 'es');
    await userEvent.click(screen.getByRole('button', { name: /Created/ }));
    // The calendar's code arrives after the click (its own chunk).
    await userEvent.click(await screen.findByRole('button', { name: /, 4 de mayo de 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: /, 8 de mayo de 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-08' });
    expect(
      screen.getByRole('button', { name: /Created 4 may 2026 – 8 may 2026/ }),
    ).toBeInTheDocument();
  });
});

describe('DateRangeField calendar loading (issue #20 point 6)', () => {
  /**
   * A loader under the test's control, caching like the real one: one fetch at a time (calls
   * while it is pending share it), a new one after a failure; `calls` = the fetches started.
   */
  function controlledLoader() {
    const calls: { resolve: (c: DateRangeCalendarComponent) => void; reject: () => void }[] = [];
    let pending: Promise<DateRangeCalendarComponent> | undefined;
    const load: DateRangeCalendarLoader = () => {
      pending ??= new Promise<DateRangeCalendarComponent>((resolve, reject) => {
        calls.push({
          resolve,
          reject: () => {
            pending = undefined;
            reject(new Error('chunk failed'));
          },
        });
      });
      return pending;
    };
    return { load, calls };
  }

  it('loads no calendar code while closed, and loads it when opened', async () => {
    const { load, calls } = controlledLoader();
    renderWithProviders(
      <DateRangeField label="Created" value={{}} onChange={() => {}} loadCalendar={load} />,
    );
    expect(screen.getByRole('button', { name: 'Created Any date' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(calls).toHaveLength(0);
    await userEvent.keyboard('{Tab}');
    // Focus in the field starts the load (it is usually there by the time it is opened).
    expect(calls).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Choose a date range' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    expect(calls).toHaveLength(1);
    const { DateRangeCalendar } = await import('../../../src/components/DateRangeCalendar');
    await act(async () => calls[0].resolve(DateRangeCalendar));
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('says when the calendar cannot be fetched and tries again on request', async () => {
    const { load, calls } = controlledLoader();
    const onChange = jest.fn();
    renderWithProviders(
      <DateRangeField
        label="Created"
        value={{}}
        onChange={onChange}
        defaultMonth={new Date(2026, 4, 1)}
        defaultOpen
        loadCalendar={load}
      />,
    );
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].reject());
    const dialog = screen.getByRole('dialog', { name: 'Choose a date range' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
    const { DateRangeCalendar } = await import('../../../src/components/DateRangeCalendar');
    await act(async () => calls[1].resolve(DateRangeCalendar));
    await userEvent.click(within(dialog).getByRole('button', { name: /, May 4, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /, May 6, 2026/ }));
    // The range is applied once whole (issue #30 point 9).
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-04', to: '2026-05-06' });
  });
});

describe('Select announcements (issue #8 point 5)', () => {
  function Pick() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <Select<string>
        label="Estado"
        options={[
          { value: 'tx', label: 'Texas' },
          { value: 'ca', label: 'California' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  }

  it('reads the menu guidance and the result count in Spanish', async () => {
    const { container } = renderWithProviders(<Pick />, 'es');
    const input = screen.getByRole('combobox', { name: 'Estado' });
    const live = () => container.querySelector('[aria-live]')?.textContent ?? '';
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(live()).toContain('2 resultados disponibles.');
    await userEvent.type(input, 'Tex');
    expect(live()).toContain('1 resultado disponible para la búsqueda Tex.');
    expect(live()).toContain('Usa Arriba y Abajo para elegir opciones');
    expect(live()).not.toMatch(/\b(results?|option|search term|Use Up)\b/);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Texas')).toBeInTheDocument();
  });
});
