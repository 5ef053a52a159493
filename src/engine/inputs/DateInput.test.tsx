import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { StoryAdmin } from '../../test/StoryAdmin';
import { DateInput } from './DateInput';

/** The MUI X picker arrives only when a test opens the gate: the first instant of a form, held. */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('./DatePickerInput', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function renderForm(fecha?: string) {
  const submitted: Record<string, unknown>[] = [];
  render(
    <StoryAdmin route="/prueba" guardEnter>
      <Form
        record={fecha ? { fecha } : {}}
        validate={(values) => (values.fecha ? {} : { fecha: 'Campo Obligatorio' })}
        onSubmit={(values: Record<string, unknown>) => void submitted.push(values)}
      >
        <DateInput source="fecha" label="Fecha" isRequired />
        <button type="submit">Enviar</button>
      </Form>
    </StoryAdmin>,
  );
  return { submitted, user: userEvent.setup() };
}

const fecha = () => screen.getByRole('textbox', { name: /Fecha/ });

// One file, one gate: the tests run in order, the last one lets the picker in.
describe('DateInput before its picker has loaded', () => {
  it('shows the starting fecha as DD/MM/YYYY and sends it on a click', async () => {
    const { submitted, user } = renderForm('2026-03-09');
    expect(await screen.findByDisplayValue('09/03/2026')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fecha: '2026-03-09' }]));
    expect(screen.queryByText('Campo Obligatorio')).not.toBeInTheDocument();
  });

  it('takes a typed fecha (a two-digit year is 20YY) and keeps it once the picker arrives', async () => {
    const { submitted, user } = renderForm('2026-03-09');
    const input = fecha();
    await user.clear(input);
    await user.type(input, '5/1');
    // The picker arrives while the date is half typed: the keys still coming go to the same input.
    // Inside act: the picker's arrival is a state update of the input, as a user's key would be.
    await act(async () => {
      gate.open();
      await import('./DatePickerInput');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(input).toBeInTheDocument();
    await user.type(input, '2/26', { skipClick: true });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted).toEqual([{ fecha: '2026-12-05' }]));
    // The picker's calendar button: the picker now holds the field.
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(2));
    expect(fecha()).toHaveValue('05/12/2026');
  });
});
