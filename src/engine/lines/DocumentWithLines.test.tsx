import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './DocumentWithLines.stories';
import { ADD_ROW, cellLabel } from './LinesInput';
import { spanishMessages } from '../../i18n/es';

const UNSAVED_CHANGES = spanishMessages.ra.message.unsaved_changes;

const { Alta, Edicion } = composeStories(stories);

const cell = (column: string, row: number) => screen.getByLabelText(cellLabel(column, row));
const totalRow = (label: string) =>
  within(screen.getByRole('table', { name: /Productos/ })).getByRole('row', { name: new RegExp(`^${label}`) });

function posted() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/demo-documento')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('lines widget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays the form out by x-ui order and group and pads the table to 5 rows', async () => {
    await renderStory(Alta);
    const table = await screen.findByRole('table', { name: /Productos/ });
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Datos generales', 'Detalle']));
    const names = [...document.querySelectorAll('form [name]')].map((input) => input.getAttribute('name'));
    expect(names.slice(0, 3)).toEqual(['condicion', 'referencia', 'observaciones']);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(1 + 5 + 3);
    expect(totalRow('Total')).toHaveTextContent('$0.00');
  });

  it('adds two lines at 16 % and 8 %, totals exact to the cent, and saves them without importe', async () => {
    const bodies = posted();
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: ADD_ROW }));
    await user.click(screen.getByRole('button', { name: ADD_ROW }));
    expect(cell('IVA', 0)).toHaveDisplayValue('16 %');

    await user.type(cell('Descripcion', 0), 'Cemento');
    await user.type(cell('Cantidad', 0), '3');
    await user.type(cell('Precio Unitario', 0), '1234.56');
    await user.type(cell('Descripcion', 1), 'Varilla');
    await user.type(cell('Cantidad', 1), '2.5');
    await user.type(cell('Precio Unitario', 1), '99.99');
    await user.selectOptions(cell('IVA', 1), '8 %');
    await user.tab();

    expect(cell('Precio Unitario', 0)).toHaveValue('1,234.56');
    const rows = within(screen.getByRole('table', { name: /Productos/ })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$3,703.68');
    expect(rows[2]).toHaveTextContent('$249.98');
    expect(totalRow('Subtotal')).toHaveTextContent('$3,953.66');
    expect(totalRow('IVA')).toHaveTextContent('$612.59');
    expect(totalRow('Total')).toHaveTextContent('$4,566.25');

    await user.click(cell('Cantidad', 1));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: /Condicion/ }));
    await user.click(await screen.findByRole('option', { name: 'Contado' }));
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].lineas).toEqual([
      { descripcion: 'Cemento', cantidad: 3, precioUnitario: 1234.56, tasaiva: 0.16 },
      { descripcion: 'Varilla', cantidad: 2.5, precioUnitario: 99.99, tasaiva: 0.08 },
    ]);
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/demo/documentos'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving a form with changes by Back or a link, and stays unless told to leave', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByRole('textbox', { name: 'Referencia' }), 'OC-7');
    await act(() => storyRouter.go(-1));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES));
    expect(storyRouter.location().pathname).toBe('/demo/documentos/nuevo');
    confirm.mockReturnValue(true);
    await act(() => storyRouter.go('/obras'));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('reads a decimal comma in a line, and refuses a price it would have to guess, on its cell', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: ADD_ROW }));
    await user.click(screen.getByRole('button', { name: ADD_ROW }));
    await user.type(cell('Descripcion', 0), 'Cemento');
    await user.type(cell('Cantidad', 0), '1,5');
    await user.type(cell('Precio Unitario', 0), '1234,50');
    await user.type(cell('Descripcion', 1), 'Varilla');
    await user.type(cell('Cantidad', 1), '1');
    await user.type(cell('Precio Unitario', 1), '1,23,4');
    await user.tab();
    expect(cell('Precio Unitario', 0)).toHaveValue('1,234.50');
    expect(within(screen.getByRole('table', { name: /Productos/ })).getAllByRole('row')[1]).toHaveTextContent(
      '$1,851.75',
    );
    await user.click(screen.getByRole('combobox', { name: /Condicion/ }));
    await user.click(await screen.findByRole('option', { name: 'Contado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50')).toBeInTheDocument();
    expect(cell('Precio Unitario', 1)).toHaveValue('1,23,4');
    expect(bodies).toEqual([]);
  });

  it('marks the missing cells on the row they belong to, ignoring an untouched row above it', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: ADD_ROW }));
    await user.click(screen.getByRole('button', { name: ADD_ROW }));
    await user.type(cell('Descripcion', 1), 'Cemento');
    await user.click(screen.getByRole('combobox', { name: /Condicion/ }));
    await user.click(await screen.findByRole('option', { name: 'Credito' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(2);
    expect(cell('Cantidad', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Cantidad', 0)).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toEqual([]);
  });

  it('shows a stored document and removes a line from the totals', async () => {
    const { user } = await renderStory(Edicion);
    expect(await screen.findByDisplayValue('Cemento gris 50 kg')).toBeInTheDocument();
    expect(totalRow('Subtotal')).toHaveTextContent('$10,993.75');
    await user.click(screen.getByRole('button', { name: 'Quitar renglón 1' }));
    expect(totalRow('Subtotal')).toHaveTextContent('$2,373.75');
    expect(totalRow('IVA')).toHaveTextContent('$189.90');
    expect(totalRow('Total')).toHaveTextContent('$2,563.65');
  });
});
