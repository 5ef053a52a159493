import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compras } from '../../../mocks/fixtures/compras';
import { useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { formatCents, sumCents } from '../../../schemas/money';
import { savedFiles } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { stubScreenWidth } from '../../test/viewport';
import * as stories from './HistorialCompras.stories';

const { Historial, SinCompras } = composeStories(stories);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACEROS = 'Aceros y Perfiles Pitic';
const CEMENTOS = 'Cementos y Concretos de Sonora';

/** The applied compras of obra 1 in the fixtures, by proveedor: what each group must add up. */
const aplicadas = (nombre?: string) =>
  compras.filter((c) => c.obra.id === 1 && c.status === 'aplicado' && (!nombre || c.proveedor.nombre === nombre));
const suma = (rows: typeof compras, key: 'subTotal' | 'iva' | 'total' | 'saldo') =>
  formatCents(sumCents(rows.map((row) => row[key] ?? 0)));
const importes = (rows: typeof compras) => [
  suma(rows, 'subTotal'),
  suma(rows, 'iva'),
  suma(rows, 'total'),
  suma(rows, 'saldo'),
];

/** The path and query of every GET. */
function gets() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

const cells = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr')!;

describe('Historial de Compras', () => {
  it('shows a row per proveedor with its count and sums, and the grand total', async () => {
    await renderStory(Historial);
    expect(await screen.findByRole('heading', { name: 'Historial de Compras' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Historial de Compras' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Detalle', 'Proveedor', 'Compras', 'Subtotal', 'IVA', 'Total', 'Saldo']);
    const proveedores = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(proveedores).toEqual([ACEROS, CEMENTOS, 'Total']);
    expect(cells(rowOf(table, ACEROS)).slice(1)).toEqual(['2', ...importes(aplicadas(ACEROS))]);
    expect(cells(rowOf(table, CEMENTOS)).slice(1)).toEqual(['1', ...importes(aplicadas(CEMENTOS))]);
    expect(cells(rowOf(table, 'Total')).slice(1)).toEqual(['3', ...importes(aplicadas())]);
  });

  it('expands a proveedor to its compras, recent first, each folio a link to the compra', async () => {
    const { user } = await renderStory(Historial);
    const expand = await screen.findByRole('button', { name: `Ver compras de ${ACEROS}` });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    act(() => expand.focus());
    await user.keyboard('{Enter}');
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const detalle = await screen.findByRole('table', { name: `Compras de ${ACEROS}` });
    expect(expand).toHaveAttribute('aria-controls', detalle.parentElement!.id);
    await waitFor(() => expect(within(detalle).getAllByRole('row')).toHaveLength(3));
    const [cinco, cuatro] = aplicadas(ACEROS).sort((a, b) => b.fecha!.localeCompare(a.fecha!));
    expect(cells(within(detalle).getAllByRole('row')[1])).toEqual([
      String(cinco.folio),
      cinco.fecha!.split('-').reverse().join('/'),
      cinco.folioProveedor,
      ...importes([cinco]),
    ]);
    expect(cells(within(detalle).getAllByRole('row')[2])[0]).toBe(String(cuatro.folio));
    await user.click(within(detalle).getByRole('link', { name: String(cinco.folio) }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe(`/compra/${cinco.id}/editar`));
  });

  it('offers Desde, Hasta and Proveedor in that order, the proveedor described by its prompt', async () => {
    await renderStory(Historial);
    const desde = await screen.findByRole('textbox', { name: 'Desde' });
    const hasta = screen.getByRole('textbox', { name: 'Hasta' });
    const proveedor = screen.getByRole('combobox', { name: 'Proveedor' });
    expect(desde.compareDocumentPosition(hasta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hasta.compareDocumentPosition(proveedor) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(proveedor).toHaveAccessibleDescription('Escriba el nombre del proveedor a buscar');
  });

  it('narrows the groups to the proveedor chosen, and exports the same filters', async () => {
    useNodeFiles();
    const paths = gets();
    const { user } = await renderStory(Historial);
    const table = await screen.findByRole('table', { name: 'Historial de Compras' });
    await within(table).findByRole('rowheader', { name: ACEROS });
    await user.type(screen.getByRole('combobox', { name: /Proveedor/ }), 'Cementos');
    await user.click(await screen.findByRole('option', { name: CEMENTOS }));
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: ACEROS })).toBeNull());
    expect(cells(rowOf(table, 'Total')).slice(1)).toEqual(['1', ...importes(aplicadas(CEMENTOS))]);
    const cementos = aplicadas(CEMENTOS)[0].proveedor.id;
    expect(paths).toContain(`/api/compra/historial?obraId=1&proveedorId=${cementos}`);

    const saved = savedFiles();
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Historial de Compras.xlsx', url: `blob:${XLSX}` }]));
    expect(paths).toContain(`/api/compra/historial/excel?obraId=1&proveedorId=${cementos}`);
  });

  it("says 'No hay datos..' for an obra without applied compras", async () => {
    await renderStory(SinCompras);
    const table = await screen.findByRole('table', { name: 'Historial de Compras' });
    expect(await within(table).findByText('No hay datos..')).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(() => stubScreenWidth(390));
    afterEach(() => vi.unstubAllGlobals());

    it('shows a card per proveedor that expands to its compras', async () => {
      const { user } = await renderStory(Historial);
      const lista = await screen.findByRole('list', { name: 'Historial de Compras' });
      expect(screen.queryByRole('table')).toBeNull();
      const aceros = within(lista).getByRole('listitem', { name: ACEROS });
      expect(aceros).toHaveTextContent('2 compras');
      expect(within(lista).getByRole('listitem', { name: 'Total' })).toHaveTextContent(suma(aplicadas(), 'total'));
      await user.click(within(aceros).getByRole('button', { name: `Ver compras de ${ACEROS}` }));
      const detalle = await within(aceros).findByRole('list', { name: `Compras de ${ACEROS}` });
      await waitFor(() => expect(within(detalle).getAllByRole('link')).toHaveLength(2));
    });
  });
});
